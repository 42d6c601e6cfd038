/**
 * Machine-level generated paths, first of two files sharing the charts between vitest's workers (see
 * tests/paths/machine-suite.ts; the other is paths-parallel.test.ts).
 */
import { machineLevelSuite } from './machine-suite';

machineLevelSuite();
