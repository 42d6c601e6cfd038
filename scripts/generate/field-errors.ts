/**
 * Writes stories/overview/field-errors.generated.json (see field-errors.ts): for every journey chart's form steps,
 * the platform's field configuration for that journey (`journeyCode`) and each field's server messages.
 * `npm run generate` runs it (a generator beside the others in scripts/: it reads the sandbox, which stories never
 * import); `--check` exits 1 when the file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { allJourneyMachines } from '../../machines/journeys/journey.machine';
import { journeyCode, type JourneyType } from '../../machines/journeys/definitions';
import { steps } from '../../machines/journeys/steps';
import { routedStates } from '../../machines/shared/meta';
import { fieldConfig } from '../../sandbox/platform/form-options-fields';
import type { FormJourney, FormStep } from '../../src/api/contract/form-options';
import { fieldErrorsOf, type JourneyFieldErrors } from '../../stories/overview/field-errors';

export const outFile = 'stories/overview/field-errors.generated.json';

export function collectFieldErrors(): JourneyFieldErrors {
  const out: JourneyFieldErrors = {};
  for (const machine of allJourneyMachines) {
    const config = fieldConfig[journeyCode[machine.id as JourneyType] as FormJourney];
    if (!config) continue;
    for (const routed of routedStates(machine)) {
      const stepId = routed.stateId.slice(machine.id.length + 1);
      const step = (steps as Record<string, { kind: string; serverStep: string }>)[stepId];
      const fields = step?.kind === 'form' ? config[step.serverStep as FormStep] : undefined;
      if (!fields) continue;
      (out[machine.id] ??= {})[routed.stateId] = fieldErrorsOf(fields);
    }
  }
  return out;
}

export const render = (errors: JourneyFieldErrors) => `${JSON.stringify(errors, null, 1)}\n`;

if (process.argv[1]?.endsWith('generate/field-errors.ts')) {
  const text = render(collectFieldErrors());
  if (process.argv.includes('--check')) {
    const stale = readFileSync(outFile, 'utf8') !== text;
    if (stale) console.error(`${outFile} is stale: npm run generate`);
    process.exit(stale ? 1 : 0);
  }
  writeFileSync(outFile, text);
  console.log(`wrote ${outFile}`);
}
