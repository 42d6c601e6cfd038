/**
 * Machine-level generated paths, second of two files: vitest runs it in its other worker, which claims the charts
 * the first file has not taken yet (tests/paths/machine-suite.ts).
 */
import { machineLevelSuite } from './machine-suite';

machineLevelSuite();
