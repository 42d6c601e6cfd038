import type { ApplicationStatus, ApplicationType } from '../../src/api/contract/loans';

/**
 * The allowed application status transitions (spec §4 lists the statuses but not the transitions; this table is
 * the sandbox's decision, docs/decisions.md). Each edge says who may take it:
 * - borrower: through the app (submit, accept an offer, cancel);
 * - platform: the lender's back office / review pipeline (QA drives these from /sandbox).
 * Anything not listed is illegal and answers 409. APPROVED and CANCELLED are final.
 */
export type Actor = 'borrower' | 'platform';

type Table = Record<ApplicationStatus, Partial<Record<ApplicationStatus, readonly Actor[]>>>;
const both = ['borrower', 'platform'] as const;
const borrower = ['borrower'] as const;
const platform = ['platform'] as const;

export const transitions: Table = {
  // Journey in progress: the borrower accepts the offer (loan) or submits (EWA activation), or gives up.
  INITIALIZED: { OFFER_ACCEPTED: borrower, SYSTEM_REVIEW: borrower, INCOMPLETE_DOCUMENT: platform, CANCELLED: both },
  // Offer accepted: documents and review come next; submitting sends it to the automatic review.
  OFFER_ACCEPTED: { SYSTEM_REVIEW: borrower, INCOMPLETE_DOCUMENT: platform, CANCELLED: both },
  INCOMPLETE_DOCUMENT: { OFFER_ACCEPTED: borrower, SYSTEM_REVIEW: borrower, CANCELLED: both },
  SYSTEM_REVIEW: {
    TIER_1_REVIEW: platform, INCOMPLETE_DOCUMENT: platform, WCR: platform, PENDING_BORROWER_APPROVAL: platform, CANCELLED: platform,
  },
  TIER_1_REVIEW: {
    TIER_2_REVIEW: platform, INCOMPLETE_DOCUMENT: platform, WCR: platform, PENDING_MANAGER_APPROVAL: platform,
    PENDING_BORROWER_APPROVAL: platform, CANCELLED: platform,
  },
  TIER_2_REVIEW: { PENDING_MANAGER_APPROVAL: platform, PENDING_BORROWER_APPROVAL: platform, WCR: platform, INCOMPLETE_DOCUMENT: platform, CANCELLED: platform },
  PENDING_MANAGER_APPROVAL: { PENDING_BORROWER_APPROVAL: platform, TIER_2_REVIEW: platform, CANCELLED: platform },
  // WCR (documents to be re-captured): the borrower re-uploads and resubmits.
  WCR: { SYSTEM_REVIEW: borrower, TIER_1_REVIEW: platform, CANCELLED: both },
  // The borrower accepts the final offer (approve-offer) or declines it.
  PENDING_BORROWER_APPROVAL: { APPROVED: borrower, CANCELLED: both },
  APPROVED: {},
  CANCELLED: {},
};

/**
 * Application types the platform's automatic review decides at once (docs/decisions.md 2026-11-25): an EWA
 * withdrawal (checked against the earned balance when created) and an insta-funds activation (the employer's
 * eligibility vouches for it). For these only, SYSTEM_REVIEW -> APPROVED is a platform edge.
 */
export const automaticallyApproved: readonly ApplicationType[] = ['EWA', 'QUICK_LOAN_ACTIVATION'];

export function canTransition(from: ApplicationStatus, to: ApplicationStatus, actor: Actor, type?: ApplicationType): boolean {
  if (from === 'SYSTEM_REVIEW' && to === 'APPROVED' && actor === 'platform' && type && automaticallyApproved.includes(type)) return true;
  return transitions[from][to]?.includes(actor) ?? false;
}

/** Statuses reachable from `from` by `actor` (the back office offers these as buttons). */
export function nextStatuses(from: ApplicationStatus, actor: Actor): ApplicationStatus[] {
  return (Object.entries(transitions[from]) as [ApplicationStatus, readonly Actor[]][])
    .filter(([, actors]) => actors.includes(actor))
    .map(([to]) => to);
}

/**
 * The back office may also take borrower edges (QA replays a borrower's step), so for it "allowed" means any
 * actor. Personas are built by walking these same edges.
 */
export const backOfficeNext = (from: ApplicationStatus): ApplicationStatus[] =>
  Object.keys(transitions[from]) as ApplicationStatus[];

/** Shortest chain of legal transitions from `from` to `to` (any actor), used to build personas honestly. */
export function pathTo(from: ApplicationStatus, to: ApplicationStatus): ApplicationStatus[] | undefined {
  const queue: ApplicationStatus[][] = [[from]];
  const seen = new Set<ApplicationStatus>([from]);
  while (queue.length) {
    const path = queue.shift()!;
    const last = path[path.length - 1]!;
    if (last === to) return path.slice(1);
    for (const next of backOfficeNext(last)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...path, next]);
      }
    }
  }
  return undefined;
}
