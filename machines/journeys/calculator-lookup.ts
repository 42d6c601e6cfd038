import type { Answers, ApplicationListLike, CalculatorLookup, CampaignLike } from './journey-types';

/**
 * The calculator's rules (spec §9 campaigns; docs/decisions.md "Calculator campaigns and promo codes"): which salary
 * the loan types are listed for, and what a loan type the borrower chose is priced as. The calculator step's states
 * (calculator.states.ts) make the calls, one per state; these decide.
 */

/** The regular salary loan's pricing code: the calculator's answers carry no campaign code for it. */
export const REGULAR_CODE = 'REGULAR';
/** Earlier applications with saved professional details read at most, newest first. */
export const LOOK_BACK = 3;
/** The platform step whose answers hold the gross monthly salary. */
export const SALARY_STEP = 'professional-details';

export const lookupStart: CalculatorLookup = { salary: null, toRead: [], campaigns: null };

/** The salary this journey holds (professional details saved in it: back at the calculator from review), else null. */
export function salaryHeld(answers: Partial<Record<string, Answers>>): string | null {
  const typed = answers.professionalDetails?.gross_monthly_salary;
  const text = typeof typed === 'string' ? typed.trim() : typeof typed === 'number' ? String(typed) : '';
  return text === '' ? null : text;
}

/**
 * The applications whose saved professional details may hold the borrower's salary, in the order they win: this
 * application's own (a refinance hand-over, a resumed journey), then the newest `LOOK_BACK` earlier ones (a reloan's
 * or refinance's source loan is one of those). Read one at a time, the first usable answer wins: the newest one,
 * as the list is ordered by when each application was last saved.
 */
export function salaryCandidates(list: ApplicationListLike, applicationId: string | null): string[] {
  const saved = list.data.filter((a) => a.completed_steps.includes(SALARY_STEP));
  const own = saved.filter((a) => a.id === applicationId).map((a) => a.id);
  const earlier = saved
    .filter((a) => a.id !== applicationId)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    .slice(0, LOOK_BACK)
    .map((a) => a.id);
  return [...own, ...earlier];
}

/** After one read: a usable salary wins (nothing more is read); none, the next candidate is read. */
export function afterSalaryRead(lookup: CalculatorLookup, salary: string | null): CalculatorLookup {
  return salary !== null ? { ...lookup, salary, toRead: [] } : { ...lookup, toRead: lookup.toRead.slice(1) };
}

/** A loan type the borrower can take: eligible, and with room to lend (a salary share of ₱0 is none). */
const open = (c: CampaignLike) => c.eligible && (c.max_amount_centavos === null || c.max_amount_centavos > 0);

/** The loan types listed for this borrower (the regular loan is always there besides them). */
export const openCampaigns = (campaigns: readonly CampaignLike[] | null): CampaignLike[] => (campaigns ?? []).filter(open);

/**
 * What the loan type `choice` is priced as: a campaign the borrower chose earlier (saved answers) and no longer
 * qualifies for, e.g. once the salary is known, is named (`unavailable`) and the loan is priced as a regular one. A
 * code the platform did not list, or campaigns not known (a failed lookup), leave the choice as it is.
 */
export function campaignChoice(choice: string, campaigns: readonly CampaignLike[] | null): { priced: string; unavailable: CampaignLike | null } {
  const listed = choice === REGULAR_CODE || openCampaigns(campaigns).some((c) => c.code === choice);
  const refused = listed || campaigns === null ? undefined : campaigns.find((c) => c.code === choice);
  return { priced: refused ? REGULAR_CODE : choice, unavailable: refused ?? null };
}

/** The loan type a calculator answer chose (none: the regular loan). */
export const choiceOf = (values: Answers | null | undefined): string =>
  typeof values?.campaign_code === 'string' && values.campaign_code !== '' ? values.campaign_code : REGULAR_CODE;

/** The calculator's answers as they are saved: a loan type no longer open is priced regular (no campaign code). */
export function pricedTerms(values: Answers, campaigns: readonly CampaignLike[] | null): Answers {
  const { priced } = campaignChoice(choiceOf(values), campaigns);
  const { campaign_code: _chosen, ...terms } = values;
  return priced === REGULAR_CODE ? terms : { ...terms, campaign_code: priced };
}
