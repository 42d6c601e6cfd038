/**
 * Application statuses that decide what a journey does, from the spec's own lists (§4 "States and transitions",
 * §2 "Resume map by application status"), not from the sandbox's transition table. The platform refuses a move it
 * does not allow; these lists only keep the app from asking for one it knows is pointless.
 */
export const applicationStatuses = [
  'INITIALIZED', 'CANCELLED', 'TIER_1_REVIEW', 'INCOMPLETE_DOCUMENT', 'OFFER_ACCEPTED', 'APPROVED', 'WCR',
  'TIER_2_REVIEW', 'PENDING_MANAGER_APPROVAL', 'PENDING_BORROWER_APPROVAL', 'SYSTEM_REVIEW',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** §4 "Counted as in review". */
export const inReviewStatuses: readonly ApplicationStatus[] = ['TIER_1_REVIEW', 'TIER_2_REVIEW', 'SYSTEM_REVIEW', 'PENDING_MANAGER_APPROVAL'];
/** §4 "Final". */
export const finalStatuses: readonly ApplicationStatus[] = ['APPROVED', 'CANCELLED'];

/**
 * Statuses in which the borrower still fills the application in: the resume map's (INITIALIZED, INCOMPLETE_DOCUMENT,
 * OFFER_ACCEPTED) and WCR (the WCR journey, §2). Only from these does the borrower's submit send it to review;
 * PENDING_BORROWER_APPROVAL ends with accepting the final offer, not with a review.
 */
export const submittableStatuses: readonly ApplicationStatus[] = ['INITIALIZED', 'INCOMPLETE_DOCUMENT', 'OFFER_ACCEPTED', 'WCR'];

/** Statuses in which the chosen offer is still to be accepted: the resume map's statuses before OFFER_ACCEPTED. */
export const offerAcceptingStatuses: readonly ApplicationStatus[] = ['INITIALIZED', 'INCOMPLETE_DOCUMENT'];

export const isStatusIn = (list: readonly ApplicationStatus[], status: string): boolean => (list as readonly string[]).includes(status);
