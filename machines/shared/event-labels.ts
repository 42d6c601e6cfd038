/**
 * What each chart event means to a person reading a flow map: the words on an arrow ("Continue", "Back", "Code
 * sent"), not the event type. One table for every chart, so the designers' map (stories/flows/chart-map) and QA's
 * path report say the same thing. tests/stories/chart-map.test.ts lists events that fall back to a humanised
 * type, so the table stays complete as charts change.
 */

/** Who or what moves the flow along an arrow; the map draws each kind differently. */
export type EdgeKind = 'action' | 'answer' | 'timer' | 'automatic' | 'jump';

/** Borrower (or browser) events, by type. */
export const eventLabels: Readonly<Record<string, string>> = {
  'step.submit': 'Continue',
  'step.back': 'Back',
  'step.retry': 'Try again',
  'draft.update': 'Type an answer',
  'review.edit': 'Change',
  'nav.request': 'Jump to a step',
  'journey.finish': 'Done',
  'journey.start': 'Start a loan',
  'journey.resume': 'Resume application',
  'bank.linkGotyme': 'Link GoTyme instead',
  'gotyme.sendCode': 'Send code',
  'promo.apply': 'Apply promo code',
  'promo.remove': 'Remove promo code',
  'otp.submit': 'Enter code',
  'otp.change': 'Type the code',
  'otp.resend': 'Send a new code',
  'otp.cancel': 'Cancel',
  'captcha.submit': 'Solve the captcha',
  'documents.complete': 'Upload',
  'app.retry': 'Try again',
  'versary.apply': 'Apply with the promotion',
  'profile.retry': 'Try again',
  'company.change': 'Change employer',
  'company.confirm': 'Confirm employer',
  'company.notListed': 'Employer not listed',
  'company.select': 'Choose employer',
  'product.choose': 'Choose a product',
  'payments.open': 'Pay',
  'repayments.open': 'My loans',
  'nav.remember': 'Remember where I was',
  'nav.returned': 'Back from payment page',
  'session.ended': 'Session ended',
  'session.none': 'Not signed in',
  'session.restored': 'Signed in already',
  'session.signOut': 'Sign out',
  'session.signOutEverywhere': 'Sign out everywhere',
  'session.signedOut': 'Signed out',
  'email.change': 'Change email',
  'email.send': 'Send code',
  'email.submit': 'Save email',
  'mobile.change': 'Change mobile number',
  'mobile.submit': 'Send code',
  'mobile.edit': 'Change the number',
  'mobile.verify': 'Verify mobile',
  'nav.profile': 'Profile',
  'login.edit': 'Change mobile or email',
  'login.submit': 'Sign in',
  'method.otp': 'Use a one-time code',
  'method.password': 'Use a password',
  'method.switch': 'Switch sign-in method',
  'nav.anotherMethod': 'Another way to sign in',
  'nav.appDownload': 'Get the app',
  'nav.contactUs': 'Contact us',
  'nav.forgotPassword': 'Forgot password',
  'nav.login': 'Sign in',
  'nav.register': 'Create an account',
  'nav.welcome': 'Welcome page',
  'password.continue': 'Continue',
  'password.create': 'Create a password',
  'password.skip': 'Skip password',
  'password.submit': 'Save password',
  'register.submit': 'Create account',
  'reset.submit': 'Reset password',
  'sso.start': 'Sign in with employer',
  'method.select': 'Choose how to pay',
  'purpose.select': 'Choose what to pay',
  'payment.back': 'Back',
  'payment.callback': 'Back from provider',
  'payment.continue': 'Continue',
  'payment.finish': 'Done',
  'payment.refresh': 'Check status',
  'payment.retry': 'Try again',
  'payment.submit': 'Pay now',
  'payment.tryAgain': 'Try again',
  'loan.retry': 'Try again',
  'loan.select': 'Open a loan',
  'pastProducts.open': 'Past loans',
  'application.cancel': 'Cancel application',
  'cancel.confirm': 'Yes, cancel',
  'cancel.keep': 'Keep my application',
  'survey.submit': 'Send answer',
  'survey.skip': 'Skip',
  'survey.open': 'Open survey',
  'survey.dismiss': 'Not now',
  'survey.rate': 'Rate',
  'survey.comment': 'Say what went wrong',
  'survey.answer': 'Answer',
  'survey.done': 'Done',
  'survey.retry': 'Try again',
  'employment.confirm': 'Yes, I still work there',
  'employment.update': 'My job details changed',
  'employment.changed': 'I work somewhere else now',
  'engage.retry': 'Try again',
  'fintelligence.retry': 'Try again',
  'fintelligence.start': 'Start learning',
  'gotyme.cancel': 'Cancel',
  'gotyme.link': 'Link GoTyme',
  'gotyme.submit': 'Send code',
  'journey.continueOngoing': 'Continue your application',
  'product.start': 'Start',
  'referral.enterCode': 'Check code',
  'refinance.open': 'Refinance',
  'refinance.start': 'Start refinance',
  'refinance.submit': 'Confirm refinance',
  'refinance.draft': 'Type the terms',
  'email.check': 'Leave the email field',
  'schedule.open': 'Payment schedule',
  'transactions.sort': 'Sort transactions',
  'insurance.open': 'Get insured',
  'insurance.done': 'Done',
  'beneficiaries.submit': 'Continue',
  'beneficiaries.update': 'Edit beneficiaries',
};

/** Platform answers (an invoked actor finishing or failing), by the actor's `src`. */
export const actorAnswers: Readonly<Record<string, { done: string; error: string }>> = {
  // Journey platform calls (machines/journeys/step-flows.ts), one each.
  createApplication: { done: 'Application created', error: 'Application not created' },
  setLoanPurpose: { done: 'Purpose saved', error: 'Purpose not saved' },
  saveFormStep: { done: 'Saved', error: 'Save failed' },
  verifyGotymeAccount: { done: 'GoTyme linked', error: 'GoTyme not linked' },
  readOffers: { done: 'Offers read', error: 'Offers not read' },
  generateOffers: { done: 'Offers priced', error: 'Offers not priced' },
  // The offer pricing chart (machines/journeys/offer-pricing.machine.ts): the reads a pricing lacks, then the pricing.
  priceOffers: { done: 'Offers priced', error: 'Offers not priced' },
  readStepVersion: { done: 'Version known', error: 'Saved answers not read' },
  // The calculator's look-ups (machines/journeys/calculator.states.ts).
  listApplications: { done: 'Applications read', error: 'Applications not read' },
  readSavedSalary: { done: 'Saved salary read', error: 'Saved salary not read' },
  readCampaigns: { done: 'Loan types read', error: 'Loan types not read' },
  readSavedAnswers: { done: 'Saved answers read', error: 'Saved answers not read' },
  readNote: { done: 'Signed note read', error: 'Note not read' },
  readPhone: { done: 'Mobile number read', error: 'Mobile number not read' },
  checkEmail: { done: 'Email checked', error: 'Email not checked' },
  acceptOffer: { done: 'Offer accepted', error: 'Offer not accepted' },
  readApplicationStatus: { done: 'Status read', error: 'Status not read' },
  submitForReview: { done: 'Sent for review', error: 'Not sent for review' },
  generateNote: { done: 'Note prepared', error: 'Note not prepared' },
  finalizeNote: { done: 'Note signed', error: 'Note not signed' },
  applyPromo: { done: 'Promo applied', error: 'Promo refused' },
  removePromo: { done: 'Promo removed', error: 'Promo not removed' },
  documentVerification: { done: 'Documents checked', error: 'Check failed' },
  // The selfie's three calls (machines/selfie/selfie.machine.ts).
  requestSelfieUrl: { done: 'Upload place ready', error: 'Upload not started' },
  putSelfie: { done: 'Selfie uploaded', error: 'Upload stopped' },
  checkSelfie: { done: 'Selfie checked', error: 'Check failed' },
  requestSigningCode: { done: 'Code sent', error: 'Code not sent' },
  requestGotymeCode: { done: 'Code sent', error: 'Code not sent' },
  requestLoginOtp: { done: 'Code sent', error: 'Code not sent' },
  requestRegisterOtp: { done: 'Code sent', error: 'Code not sent' },
  requestMobileOtp: { done: 'Code sent', error: 'Code not sent' },
  requestPhoneChangeOtp: { done: 'Code sent', error: 'Code not sent' },
  generateEmailOtp: { done: 'Code sent', error: 'Code not sent' },
  otp: { done: 'Code checked', error: 'Code check failed' },
  signInWithPassword: { done: 'Signed in', error: 'Sign-in refused' },
  startSso: { done: 'Employer sign-in opened', error: 'Employer sign-in failed' },
  completeSso: { done: 'Signed in', error: 'Employer sign-in failed' },
  setPassword: { done: 'Password saved', error: 'Password not saved' },
  requestPasswordReset: { done: 'Reset sent', error: 'Reset failed' },
  updatePersonalEmail: { done: 'Email saved', error: 'Email not saved' },
  downloadSignedIn: { done: 'App ready', error: 'Could not load the app' },
  loadAccount: { done: 'Loaded', error: 'Could not load' },
  readProfile: { done: 'Profile read', error: 'Could not load' },
  readEligibility: { done: 'Products read', error: 'Could not load' },
  readOngoing: { done: 'Application read', error: 'Could not load' },
  readCompany: { done: 'Employer read', error: 'Could not load' },
  readTabKept: { done: 'Saved journey read', error: 'Could not load' },
  loadProfile: { done: 'Loaded', error: 'Could not load' },
  prepareJourney: { done: 'Application ready', error: 'Could not start' },
  saveCompany: { done: 'Employer saved', error: 'Employer not saved' },
  sendFeedback: { done: 'Feedback sent', error: 'Feedback not sent' },
  auth: { done: 'Signed in', error: 'Sign-in failed' },
  journey: { done: 'Journey ended', error: 'Journey failed' },
  payment: { done: 'Payment ended', error: 'Payment failed' },
  repayments: { done: 'Loans closed', error: 'Loans failed' },
  fetchMethodFee: { done: 'Fee known', error: 'Fee unavailable' },
  loadAmountsDue: { done: 'Amounts loaded', error: 'Could not load amounts' },
  loadPaymentMethods: { done: 'Methods loaded', error: 'Could not load methods' },
  submitPayment: { done: 'Payment started', error: 'Payment refused' },
  fetchTransactionStatus: { done: 'Status known', error: 'Status unavailable' },
  loadLoans: { done: 'Loans loaded', error: 'Could not load loans' },
  insurance: { done: 'Insurance closed', error: 'Insurance failed' },
  loadInsurance: { done: 'Insurance loaded', error: 'Could not load insurance' },
  savePersonalDetails: { done: 'Saved', error: 'Save failed' },
  saveBeneficiaries: { done: 'Saved', error: 'Save failed' },
  submitInsurance: { done: 'Submitted', error: 'Not submitted' },
  loadRefinanceKind: { done: 'Refinance kind known', error: 'Could not check refinance' },
  loadLoanView: { done: 'Loan loaded', error: 'Could not load loan' },
  loadRemittance: { done: 'Remittance loaded', error: 'Could not load remittance' },
  loadSchedule: { done: 'Schedule loaded', error: 'Could not load schedule' },
  cancelApplication: { done: 'Application cancelled', error: 'Not cancelled' },
  submitCancellationSurvey: { done: 'Answer sent', error: 'Answer not sent' },
  dismissPrompt: { done: 'Dismissed', error: 'Not dismissed' },
  submitChannel: { done: 'Answer sent', error: 'Answer not sent' },
  submitComment: { done: 'Comment sent', error: 'Comment not sent' },
  submitRating: { done: 'Rating sent', error: 'Rating not sent' },
  surveys: { done: 'Survey closed', error: 'Survey failed' },
  engage: { done: 'Closed', error: 'Failed' },
  ewa: { done: 'Closed', error: 'Failed' },
  onboarding: { done: 'Onboarding done', error: 'Onboarding failed' },
  requestLearningHandoff: { done: 'Sign-in prepared', error: 'Sign-in refused' },
  exchangeLearningHandoff: { done: 'Signed in to Fintelligence', error: 'Sign-in failed' },
  openLearningPage: { done: 'Fintelligence opened', error: 'Could not open' },
  loadLinkedAccount: { done: 'Account loaded', error: 'Could not load' },
  loadReferralInfo: { done: 'Referral loaded', error: 'Could not load' },
  validateReferralCode: { done: 'Code checked', error: 'Code check failed' },
  loadVersary: { done: 'Promotion loaded', error: 'Promotion not loaded' },
  claimReferralCode: { done: 'Code saved', error: 'Code not saved' },
  saveDetails: { done: 'Saved', error: 'Save failed' },
  recordFlowState: { done: 'Progress saved', error: 'Progress not saved' },
  confirmEmployment: { done: 'Employment confirmed', error: 'Not confirmed' },
  updateEmployment: { done: 'Employment saved', error: 'Not saved' },
  loadTransactions: { done: 'Transactions loaded', error: 'Could not load transactions' },
  createRefinance: { done: 'Refinance created', error: 'Refinance refused' },
  createRecoveryRefinance: { done: 'Refinance created', error: 'Refinance refused' },
};

/** Timers (`after`), by delay name. */
export const timerLabels: Readonly<Record<string, string>> = {
  pollDelay: 'Check again shortly',
  processingTimeLimit: 'Time limit reached',
  ssoTimeout: 'Sign-in took too long',
};

/** 'step.submit' -> 'Step submit', 'loadAmountsDue' -> 'Load amounts due'. */
export function humanise(s: string): string {
  const words = s
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface EventWords {
  label: string;
  kind: EdgeKind;
  /** False when the words are a fallback from the type (the table lacks the event). */
  known: boolean;
}

/**
 * The words and kind of one transition's event. `src` is the invoked actor's source for `xstate.done/error.actor.*`
 * (actor ids can be generated, the source is stable).
 */
export function eventWords(type: string, src?: string): EventWords {
  if (type === '') return { label: 'Automatically', kind: 'automatic', known: true };
  // Calls made side by side (a parallel state): the flow goes on once every one has answered.
  if (type.startsWith('xstate.done.state.')) return { label: 'All answered', kind: 'answer', known: true };
  const actor = /^xstate\.(done|error)\.actor\./.exec(type);
  if (actor) {
    // The app invokes one journey chart per type (src 'newLoanJourney', 'reloanJourney', ...): one entry for all.
    const answers = src
      ? (actorAnswers[src] ?? (src.endsWith('Journey') ? actorAnswers.journey : undefined))
      : undefined;
    const fallback = `${humanise(src ?? 'platform')} ${actor[1] === 'done' ? 'answered' : 'failed'}`;
    return { label: answers?.[actor[1] as 'done' | 'error'] ?? fallback, kind: 'answer', known: Boolean(answers) };
  }
  const timer = /^xstate\.after\.([^.]+)\./.exec(type);
  if (timer) {
    const delay = timer[1]!;
    const label =
      timerLabels[delay] ??
      (/^\d+$/.test(delay) ? `After ${Number(delay) / 1000} s` : `After ${humanise(delay).toLowerCase()}`);
    return { label, kind: 'timer', known: delay in timerLabels || /^\d+$/.test(delay) };
  }
  const label = eventLabels[type];
  return {
    label: label ?? humanise(type),
    kind: type === 'nav.request' ? 'jump' : 'action',
    known: label !== undefined,
  };
}
