import type { StepId } from './steps';

/**
 * The journey snapshot's version history (issue #23 part 2). A version is the shape of the journey charts' routed
 * steps that a saved snapshot refers to: per journey type, its steps in order (the snapshot's `reached` is an index
 * into it) and the off-order routed steps (warning page, GoTyme linking), each with its kind (what its answers mean).
 *
 * When a chart change renames, splits, adds or removes a routed step (or a journey type), add a version at the END
 * with the new table and a `migration` from the previous one saying where an in-flight borrower lands and which
 * answers they keep. tests/machines/journeys/snapshot-migrations.test.ts fails while the charts' routed steps differ
 * from the last version's table, and restores one recorded snapshot per earlier version into today's charts.
 * Routes and titles are not part of a version: a snapshot names steps, not addresses.
 */
export interface RoutedStepTable {
  /** Steps in journey order, `id:kind`. */
  readonly order: readonly string[];
  /** Routed steps outside the order (branches), `id:kind`, sorted. */
  readonly branches: readonly string[];
}

export interface StepMigration {
  /** A step renamed: answers and drafts move with it, a borrower on it stays on it. */
  readonly renamed?: Readonly<Record<string, StepId>>;
  /**
   * A step split into several: the borrower on it lands on `land`; `answers` divides what it held (by default the
   * whole record goes to every new step: form values unknown to a step's fields are ignored by its form).
   */
  readonly split?: Readonly<
    Record<string, { readonly into: readonly StepId[]; readonly land: StepId; readonly answers?: (old: Record<string, unknown>) => Partial<Record<StepId, Record<string, unknown>>> }>
  >;
  /**
   * A step removed: a borrower on it lands on `land` (null: there is no sensible place, the status resume decides);
   * its answers move to `keepIn` or are dropped.
   */
  readonly removed?: Readonly<Record<string, { readonly land: StepId | null; readonly keepIn?: StepId }>>;
  /** Steps added: nobody is on them yet; only the furthest step reached is re-counted. Listed for the record. */
  readonly added?: readonly StepId[];
  /** Journey types removed: their snapshots cannot be migrated (the status resume decides). */
  readonly removedJourneys?: readonly string[];
}

export interface SnapshotVersion {
  readonly version: number;
  /** Date and commit of the chart change, for people reading the history. */
  readonly since: string;
  readonly note: string;
  readonly journeys: Readonly<Record<string, RoutedStepTable>>;
  /** How a snapshot of the previous version becomes this one (absent only on the first version). */
  readonly migration?: StepMigration;
}

const loanTail = [
  'loanPurpose:purpose', 'personalDetails:form', 'professionalDetails:form', 'additionalDetails:form', 'address:form',
  'bankDetails:form', 'loanOffer:offer', 'documentVerification:documents', 'reviewDetails:review',
  'promissoryNotes:promissoryNotes', 'loanSuccess:success',
];
const loanBranches = ['gotymeLinking:gotyme', 'warningPage:warning'];

const journeysV1: Record<string, RoutedStepTable> = {
  newLoan: { order: ['loanCalculator:calculator', ...loanTail], branches: loanBranches },
  reloan: { order: ['reloanCalculator:calculator', ...loanTail], branches: loanBranches },
  refinance: { order: ['refinanceCalculator:calculator', ...loanTail], branches: loanBranches },
  pendingApproval: { order: ['acceptOffer:acceptOffer', 'promissoryNotes:promissoryNotes', 'loanSuccess:success'], branches: [] },
  wcr: { order: ['wcrDocuments:documents', 'loanSuccess:success'], branches: [] },
  missingSelfie: { order: ['documentVerification:documents', 'loanSuccess:success'], branches: [] },
  ewaActivation: {
    order: ['personalDetails:form', 'professionalDetails:form', 'additionalDetails:form', 'address:form', 'documentVerification:documents', 'reviewDetails:review', 'ewaSuccess:success'],
    branches: [],
  },
};

export const snapshotVersions: readonly SnapshotVersion[] = [
  {
    version: 1,
    since: '2026-11-22 (79dddfa)',
    note:
      'The journeys as first persisted: seven journey types. No record of an older snapshot shape exists in the ' +
      'history; a version-1 snapshot has the fields of version 2.',
    journeys: journeysV1,
  },
  {
    version: 2,
    since: '2026-11-25 (ce8b0d1)',
    note: 'EWA withdrawal and insta-funds journeys added; no existing step renamed, split or removed.',
    journeys: {
      ...journeysV1,
      ewaWithdrawal: { order: ['ewaWithdrawal:amount', 'ewaWithdrawalSuccess:success'], branches: [] },
      quickLoanActivation: { order: ['personalDetails:form', 'professionalDetails:form', 'reviewDetails:review', 'quickLoanActivationSuccess:success'], branches: [] },
      quickLoan: { order: ['quickLoanAmount:amount', 'quickLoanSuccess:success'], branches: [] },
    },
    migration: { added: ['ewaWithdrawal', 'ewaWithdrawalSuccess', 'quickLoanAmount', 'quickLoanSuccess', 'quickLoanActivationSuccess'] },
  },
];
