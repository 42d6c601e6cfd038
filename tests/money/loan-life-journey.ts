import { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { journeyMachines } from '@machines/journeys/journey.machine';
import type { DocumentVerificationInput, DocumentVerificationOutput } from '@machines/journeys/document-verification';
import type { Offer } from '~/api/contract/offers';
import { livenessUpload, postUpload, presignedUrl } from '~/api/contract/documents';
import { journeyEffects } from '~/app/provide-journeys';
import { barangaysOf, citiesOf, provinces, zipcodesOf } from '../../sandbox/platform/form-options-geo';
import { latestCode, type World } from './loan-life-world';
import { calculatorValues, salaryText, type LifePlan, type Terms } from './loan-life-plan';

/**
 * Drives the real journey charts (machines/journeys) with their real actors (src/journeys/journey-actors.ts, the
 * account actors for the signing code) against the sandbox, as a borrower clicking through the screens would: each
 * step's event with valid answers, waiting for the chart between them. One child is replaced: `documentVerification`
 * (its own chart of uploads, camera and selfie tries) by a small actor that makes the same uploads through the
 * platform API (presigned URL, PUT, register; the selfie through the liveness check), as the app's upload edge does.
 */

/** The first place in the first province with a barangay and a zip code (the address form's first choices). */
function firstAddress(): Record<string, string> {
  const province = provinces()[0]!.code;
  for (const city of citiesOf(province) ?? []) {
    const barangay = barangaysOf(city.code)?.[0];
    const zipcode = zipcodesOf(city.code)?.[0];
    if (barangay && zipcode) return { province, city: city.code, barangay: barangay.code, zipcode: zipcode.code };
  }
  throw new Error('No city with barangays and zip codes in the first province');
}
const address = firstAddress();

/** Valid answers of each form step (the sandbox's NEW_LOAN field config), the salary from the plan. */
export const formAnswers = (salaryPesos: number): Record<string, Record<string, string>> => ({
  personalDetails: {
    first_name: 'Maria Clara', last_name: 'Santos', gender: 'FEMALE', birth_date: '1990-04-12', birth_country: 'PHL',
    marital_status: 'SINGLE', education: 'COLLEGE_GRADUATE', nationality: 'FILIPINO',
  },
  professionalDetails: {
    employee_id: 'EMP-2041', employment_type: 'REGULAR', job_level: 'RANK_AND_FILE', job_title: 'ACCOUNTANT',
    date_hired: '2019-06-01', gross_monthly_salary: salaryText(salaryPesos), income_type: 'SALARY',
  },
  additionalDetails: { dependants: '2', contact_name: 'Jose Santos', contact_relationship: 'HUSBAND', contact_number: '+639171234567', has_other_loans: 'NO' },
  address: { address_type: 'PERMANENT', ...address, street: '12 Mabini St.', resident_type: 'OWNED', years_at_address: '5' },
  bankDetails: { bank: 'BDO', account_type: 'SAVINGS', account_name: 'Maria Clara Santos', account_number: '001234567890' },
});

const png = () => {
  const bytes = new Uint8Array(2048);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};

/** Document verification through the platform API: a government ID, then a selfie that passes the liveness check. */
function documentsThroughApi(w: World) {
  return fromPromise<DocumentVerificationOutput, DocumentVerificationInput>(async ({ input }) => {
    for (const requirement of input.requirements) {
      const selfie = requirement === 'SELFIE';
      const type = selfie ? 'SELFIE' : requirement;
      const fileName = `${type.toLowerCase()}.png`;
      const body = png();
      const url = await w.api(presignedUrl, { body: { application_id: input.applicationId, document_type: type, file_name: fileName, size: body.length } });
      const put = await w.fetch(url.url, { method: 'PUT', body, headers: { 'content-type': 'image/png' } });
      if (!put.ok) throw new Error(`Upload of ${type} answered ${put.status}: ${await put.text()}`);
      if (selfie) {
        const check = await w.api(livenessUpload, { body: { application_id: input.applicationId, key: url.key } });
        if (check.result !== 'SUCCESS') return { outcome: 'failed', documents: [], selfie: undefined };
      } else {
        await w.api(postUpload, { body: { application_id: input.applicationId, document_type: type, key: url.key, file_name: fileName, id_number: `N${crypto.randomUUID().slice(0, 12)}` } });
      }
    }
    return { outcome: 'verified', documents: [], selfie: undefined };
  });
}

function journeyActor(w: World, input: Record<string, unknown>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const actors = { ...journeyEffects({ queryClient }), documentVerification: documentsThroughApi(w) };
  const type = input.type as 'newLoan' | 'pendingApproval';
  const actor = createActor(journeyMachines[type].provide({ actors } as never), { input: input as never });
  actor.subscribe({ error: () => {} });
  return actor;
}

type Snap = ReturnType<AnyActorRef['getSnapshot']>;
const busy = (s: Snap) => s.hasTag('loading') || s.hasTag('saving') || s.hasTag('promo') || s.hasTag('lookup');
/** [step, substate] of a journey snapshot, e.g. ['loanOffer', 'editing']. */
function position(s: Snap): [string, string] {
  const v = s.value as string | Record<string, unknown>;
  if (typeof v === 'string') return [v, ''];
  const step = Object.keys(v)[0]!;
  const inner = v[step];
  return [step, typeof inner === 'string' ? inner : JSON.stringify(inner)];
}

/** What the borrower saw on the way that the checks need: the promissory note's lines, the offers shown. */
export interface JourneyRecord {
  applicationId: string;
  noteLines: string[];
  offersAtPendingApproval: Offer[];
  /** The terms the borrower finally chose (the offer they took, with the amount and cycle they asked). */
  chosen: Terms;
}

const offersOf = (s: Snap) => ((s.context as { offers: { offers: Offer[] } | null }).offers?.offers ?? []) as Offer[];

/** Signs the promissory note: the code the platform texted (read from the sandbox inbox) typed into the OTP child. */
async function sign(w: World, actor: AnyActorRef, username: string) {
  // The code is sent beside a read of the phone number (parallel states inside requestingCode): wait for signing or a
  // failure. A note already signed for these very terms (signed in the new-loan journey, the same offer accepted at
  // pending approval) is not signed twice: the chart goes on without a code.
  await waitFor(actor, (s) => ['signing', 'codeFailed', 'error'].includes(position(s)[1]) || position(s)[0] !== 'promissoryNotes' || s.status !== 'active', { timeout: 10_000 });
  const s = actor.getSnapshot();
  if (s.status !== 'active' || position(s)[0] !== 'promissoryNotes') return;
  if (position(s)[1] !== 'signing') throw new Error(`Signing code not sent: ${JSON.stringify((s.context as { error: unknown }).error)}`);
  const otp = (s.children as Record<string, AnyActorRef | undefined>).otp;
  if (!otp) throw new Error('No OTP child while signing');
  otp.send({ type: 'otp.change', code: await latestCode(w, username) });
  otp.send({ type: 'otp.submit' });
  await waitFor(actor, (x) => x.status !== 'active' || position(x)[1] !== 'signing', { timeout: 10_000 });
}

/**
 * Runs a journey chart to its end. `act` answers the step the chart shows (sends its event); the loop waits for the
 * chart to settle between steps and fails with the chart's error when a step fails.
 */
async function run(actor: AnyActorRef, act: (step: string, sub: string, s: Snap) => Promise<void> | void) {
  actor.start();
  let last = '';
  let same = 0;
  for (let i = 0; i < 120; i++) {
    const s = await waitFor(actor, (x) => x.status !== 'active' || !busy(x), { timeout: 10_000 });
    if (s.status !== 'active') return s;
    const [step, sub] = position(s);
    if (s.hasTag('error') || sub === 'error' || sub === 'offersFailed' || sub === 'noteFailed') {
      throw new Error(`Journey stopped at ${step}.${sub}: ${JSON.stringify((s.context as { error: unknown }).error)}`);
    }
    const here = JSON.stringify(s.value);
    same = here === last ? same + 1 : 0;
    if (same > 3) throw new Error(`Journey does not move on from ${here}`);
    last = here;
    await act(step, sub, s);
  }
  throw new Error('Journey did not end in 120 steps');
}

/** The new-loan journey from the calculator to "submitted", as the plan's borrower goes through it. */
export async function newLoanJourney(w: World, plan: LifePlan, username: string): Promise<{ applicationId: string; chosen: Terms }> {
  const actor = journeyActor(w, { type: 'newLoan', applicationId: null });
  const forms = formAnswers(plan.salaryPesos);
  let terms: Terms = plan.asked;
  let offerTenure = plan.offerTenure;
  let promoTried = false;
  let reviewChanged = false;
  let chosen: Terms | null = null;
  const final = await run(actor, async (step, sub, s) => {
    if (step === 'loanCalculator' && sub === 'editing') return void actor.send({ type: 'step.submit', values: calculatorValues(terms, terms.pricing) });
    if (step === 'loanPurpose' && sub === 'editing') return void actor.send({ type: 'step.submit', values: { loan_purpose: plan.purpose } });
    if (forms[step] && sub === 'editing') return void actor.send({ type: 'step.submit', values: forms[step] });
    if (step === 'loanOffer' && sub === 'editing') {
      if (plan.promo && !promoTried) {
        promoTried = true;
        actor.send({ type: 'promo.apply', code: plan.promo });
        const after = await waitFor(actor, (x) => !x.hasTag('promo'), { timeout: 10_000 });
        const error = (after.context as { promoError: unknown }).promoError;
        if (error) throw new Error(`Promo ${plan.promo} refused: ${JSON.stringify(error)}`);
        return;
      }
      const offer = offersOf(s).find((o) => o.tenure_months === offerTenure);
      if (!offer) throw new Error(`No offer of ${offerTenure} months among ${offersOf(s).map((o) => o.tenure_months).join(', ')}`);
      chosen = { ...terms, tenure: offerTenure };
      return void actor.send({ type: 'step.submit', values: { offer_id: offer.id } });
    }
    if (step === 'documentVerification') {
      // The uploads run in the invoked actor; the step then saves and goes on.
      await waitFor(actor, (x) => x.status !== 'active' || position(x)[0] !== 'documentVerification' || !position(x)[1].includes('verifying'), { timeout: 10_000 });
      return;
    }
    if (step === 'reviewDetails' && sub === 'editing') {
      if (plan.reviewChange && !reviewChanged) {
        reviewChanged = true;
        terms = { ...plan.reviewChange, pricing: terms.pricing };
        // The offer step comes again (its offer is stale): the best offer, the tenure now asked.
        offerTenure = terms.tenure;
        // What the borrower now asks for; the chart decides whether the offer step comes again (a stale offer).
        chosen = { ...terms };
        return void actor.send({ type: 'review.edit', step: 'loanCalculator' });
      }
      return void actor.send({ type: 'step.submit', values: {} });
    }
    if (step === 'promissoryNotes' && sub === 'editing') {
      actor.send({ type: 'step.submit', values: {} });
      return sign(w, actor, username);
    }
    if (step === 'loanSuccess') return void actor.send({ type: 'journey.finish' });
    throw new Error(`The life does not know what to do at ${step}.${sub}`);
  });
  const out = final.output as { result: string; applicationId: string };
  if (out.result !== 'submitted') throw new Error(`New-loan journey ended ${out.result}`);
  if (!chosen) throw new Error('No offer was chosen');
  return { applicationId: out.applicationId, chosen };
}

/**
 * The pending-approval journey: the borrower reads the final offers, takes the selected one or (plan) another, signs
 * the note. Returns the offers shown and the one taken.
 */
export async function pendingApprovalJourney(w: World, plan: LifePlan, applicationId: string, username: string, before: Terms): Promise<{ chosen: Terms; offers: Offer[] }> {
  const actor = journeyActor(w, { type: 'pendingApproval', applicationId });
  let chosen: Terms = before;
  let offers: Offer[] = [];
  const final = await run(actor, async (step, sub, s) => {
    if (step === 'acceptOffer' && sub === 'editing') {
      offers = offersOf(s);
      const selected = offers.find((o) => o.selected);
      const others = offers.filter((o) => !o.selected);
      const taken = plan.pendingChoice === null || others.length === 0 ? selected : others[plan.pendingChoice % others.length];
      if (!taken) throw new Error('No offer to accept at pending approval');
      // The borrower takes that offer's tenure; the amount stays what they asked (the offers are priced from it).
      chosen = { ...before, tenure: taken.tenure_months };
      return void actor.send({ type: 'step.submit', values: { offer_id: taken.id } });
    }
    if (step === 'promissoryNotes' && sub === 'editing') {
      actor.send({ type: 'step.submit', values: {} });
      return sign(w, actor, username);
    }
    if (step === 'loanSuccess') return void actor.send({ type: 'journey.finish' });
    throw new Error(`The life does not know what to do at pending approval ${step}.${sub}`);
  });
  const out = final.output as { result: string };
  if (out.result !== 'submitted') throw new Error(`Pending-approval journey ended ${out.result}`);
  return { chosen, offers };
}
