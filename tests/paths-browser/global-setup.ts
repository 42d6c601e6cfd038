import { rmSync } from 'node:fs';
import { resultsDir } from './results';

/** Results from an earlier run never count towards this one's gate. */
export default function globalSetup() {
  rmSync(resultsDir, { recursive: true, force: true });
}
