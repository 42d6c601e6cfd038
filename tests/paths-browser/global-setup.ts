import { rmSync } from 'node:fs';
import { axeDir, resultsDir } from './results';

/** Results from an earlier run never count towards this one's gate; screens axe scanned are this run's. */
export default function globalSetup() {
  rmSync(resultsDir, { recursive: true, force: true });
  rmSync(axeDir, { recursive: true, force: true });
}
