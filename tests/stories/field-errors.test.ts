import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateAnswers } from '~/api/contract/form-rules';
import { fieldConfig } from '../../sandbox/platform/form-options-fields';
import { collectFieldErrors, outFile, render } from '../../scripts/generate/field-errors';

/**
 * The copy page's server field errors (issue #24): collected from the platform's field rules, and the generated
 * file up to date (`npm run generate` rewrites it).
 */
describe('server field errors on the copy page', () => {
  const collected = collectFieldErrors();

  it('field-errors.generated.json is up to date', () => {
    expect(readFileSync(outFile, 'utf8')).toBe(render(collected));
  });

  it('lists every message the platform answers for a step refused with empty or broken answers', () => {
    const listed = (chart: string, state: string) => new Set(collected[chart]?.[state]?.flatMap((l) => l.messages));
    // What the platform itself answers (the sandbox's validateAnswers over its field config) for empty answers and
    // for answers breaking the length and pattern rules: each is on the page for that step.
    const steps = { 'personal-details': 'personalDetails', 'professional-details': 'professionalDetails', 'additional-details': 'additionalDetails', address: 'address', 'bank-details': 'bankDetails' } as const;
    let checked = 0;
    for (const [serverStep, stepId] of Object.entries(steps)) {
      const fields = fieldConfig.NEW_LOAN[serverStep as keyof typeof fieldConfig.NEW_LOAN];
      if (!fields) continue;
      const empty = validateAnswers(fields, {}, { today: new Date('2026-11-26T00:00:00Z') });
      const broken = validateAnswers(fields, Object.fromEntries(fields.map((f) => [f.name, '#?!'.repeat(60)])), { today: new Date('2026-11-26T00:00:00Z'), checkOption: () => false });
      for (const message of [...Object.values(empty), ...Object.values(broken)]) {
        expect(listed('newLoan', `newLoan.${stepId}`), `${stepId}: ${message}`).toContain(message);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
    // Field-specific wording comes through (the pattern message of the salary field, the age rule of the birth date).
    expect(listed('newLoan', 'newLoan.professionalDetails')).toContain('Enter an amount, e.g. 25,000.');
    expect(listed('newLoan', 'newLoan.personalDetails')).toContain('You must be between 18 and 65 years old.');
    expect(Object.keys(collected)).toEqual(expect.arrayContaining(['newLoan', 'reloan', 'refinance', 'ewaActivation']));
  });
});
