/**
 * A friend's referral code on the registration form (issue #20 item 3): prefilled from /register?referral=CODE,
 * editable, checked with the platform before the code is requested, claimed once the account exists.
 * Same rule and words as the /referral page's code entry (machines/engage/engage-types.ts).
 */
export const referralCodeRule = /^[A-Za-z0-9]{6,12}$/;

export const referralMessages = {
  format: 'Referral codes have 6 to 12 letters or digits.',
  invalid: 'That referral code is not valid. Check it with your friend and try again.',
  unchecked: 'We could not check this referral code just now. Try again, or clear the field to continue without it.',
  claimFailed: 'We could not add your friend’s referral code. You can add it on the Referral page before your first application.',
} as const;

/** What the borrower typed, tidied as the platform reads it ('' when the field is empty). */
export const tidyReferralCode = (raw: string | undefined): string => (raw ?? '').trim().toUpperCase();

/** The platform's answer to "is this code someone's?" */
export interface ReferralCodeCheck {
  valid: boolean;
  referrerFirstName: string | null;
}
