import type { SandboxContext } from '../context';
import { barangaysOf, citiesOf, provinces, zipcodesOf } from '../platform/form-options-geo';

/**
 * The other form steps an earlier, disbursed loan went through (W3-C item 1): a reloan or refinance borrower's
 * last application holds their personal, additional, address and bank answers, as the borrower's own saves stored
 * them (valid for the field config: the prefill offers only valid answers).
 */
export const PERSONA_STREET = '12 Rizal Street';
export const PERSONA_CONTACT_NAME = 'Jose Santos';

function byLabel(list: { code: string; label: string }[] | undefined, label: string): string {
  const found = list?.find((o) => o.label === label);
  if (!found) throw new Error(`No ${label} in the sandbox's geography`);
  return found.code;
}

export function earlierLoanAnswers(name: { first_name: string; last_name: string }): Record<string, Record<string, string>> {
  const province = byLabel(provinces(), 'Albay');
  const city = byLabel(citiesOf(province), 'Legazpi City');
  return {
    'personal-details': {
      ...name, middle_name: '', birth_date: '1992-08-14', gender: 'FEMALE', birth_country: 'PHL', marital_status: 'MARRIED',
      education: 'COLLEGE_GRADUATE', nationality: 'FILIPINO',
    },
    'additional-details': { dependants: '2', contact_name: PERSONA_CONTACT_NAME, contact_relationship: 'HUSBAND', contact_number: '+639171234567', has_other_loans: 'NO' },
    address: {
      address_type: 'PERMANENT', province, city, barangay: barangaysOf(city)![0]!.code, zipcode: zipcodesOf(city)![0]!.code,
      street: PERSONA_STREET, resident_type: 'OWNED', years_at_address: '5',
    },
    'bank-details': { bank: 'BDO', account_type: 'SAVINGS', account_name: `${name.first_name} ${name.last_name}`, account_number: '1234567890' },
  };
}

/** Saves them onto the earlier application, as its steps. */
export function saveEarlierLoanSteps(ctx: SandboxContext, applicationId: string, name: { first_name: string; last_name: string }): void {
  const insert = ctx.db.prepare('INSERT INTO application_steps (application_id, step, answers, saved_at) VALUES (?, ?, ?, ?)');
  for (const [step, answers] of Object.entries(earlierLoanAnswers(name))) insert.run(applicationId, step, JSON.stringify(answers), new Date(ctx.now()).toISOString());
}
