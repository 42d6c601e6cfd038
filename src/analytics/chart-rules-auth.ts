import { errorCode, fromContext, outputOf, str, type ChartRule, type RuleInput } from './chart-map';

/** Rules for machines/auth/auth.machine.ts and machines/shared/otp.machine.ts. */
const purpose = (i: RuleInput) => ({ purpose: fromContext('purpose')(i) });
const kind = (i: RuleInput) => fromContext('kind')(i)?.toLowerCase();
const failed = (code: string) => (i: RuleInput) => errorCode(i) === code;
const otherFailure = (i: RuleInput) => !['UAS-104', 'UAS-E510', 'UAS-E512'].includes(errorCode(i) ?? '');
const verified = (i: RuleInput) => outputOf(i).verified === true;
const flowIs = (flow: string) => (i: RuleInput) => i.context.flow === flow;

export const authRules: readonly ChartRule[] = [
  // Login
  { on: '*', to: 'auth.login', emit: 'login_started' },
  { on: 'login.submit', emit: 'login_identifier_submitted', props: (i) => ({ method: kind(i) }) },
  { on: 'error:requestLoginOtp', when: failed('UAS-104'), emit: 'login_new_user_redirected', props: (i) => ({ method: kind(i) }) },
  { on: 'error:requestLoginOtp', when: otherFailure, emit: 'login_failed', props: (i) => ({ method: kind(i), error_code: errorCode(i) }) },
  { on: 'done:requestLoginOtp', when: (i) => outputOf(i).otpGenerated === true, emit: 'otp_sent', props: () => ({ purpose: 'login' }) },
  { on: 'done:signInWithPassword', emit: 'login', props: () => ({ method: 'password' }) },
  { on: 'error:signInWithPassword', emit: 'login_failed', props: (i) => ({ method: 'password', error_code: errorCode(i) }) },
  { on: 'done:otp', machine: 'auth', when: (i) => verified(i) && flowIs('login')(i), emit: 'login', props: () => ({ method: 'otp' }) },
  { on: 'method.*', emit: 'try_another_login_method_selected', props: (i) => ({ method: i.event.type.slice('method.'.length) }) },
  // Single sign-on
  { on: 'sso.start', emit: 'sso_started', props: (i) => ({ provider: str(i.event.provider) }) },
  { on: 'done:completeSso', emit: 'sso_succeeded', props: (i) => ({ provider: fromContext('provider')(i) }) },
  { on: 'done:completeSso', emit: 'login', props: () => ({ method: 'sso' }) },
  { on: 'error:*Sso', when: failed('SSO_DISABLED'), emit: 'sso_disabled', props: (i) => ({ provider: fromContext('provider')(i) }) },
  { on: 'error:*Sso', emit: 'sso_failed', props: (i) => ({ provider: fromContext('provider')(i), error_code: errorCode(i) }) },
  // Signup
  { on: '*', to: 'auth.register', emit: 'signup_started' },
  { on: 'register.submit', emit: 'signup_identifier_submitted', props: (i) => ({ method: kind(i) }) },
  { on: 'done:requestRegisterOtp', emit: 'otp_sent', props: () => ({ purpose: 'register' }) },
  { on: 'error:requestRegisterOtp', when: otherFailure, emit: 'signup_failed', props: (i) => ({ method: kind(i), error_code: errorCode(i) }) },
  { on: 'done:otp', machine: 'auth', when: (i) => verified(i) && flowIs('register')(i), emit: 'user_created_success', props: (i) => ({ method: kind(i) }) },
  { on: 'error:request*', when: failed('UAS-E512'), emit: 'captcha_required', props: (i) => ({ purpose: str(i.context.flow) }) },
  // Passwords
  { on: 'reset.submit', emit: 'forgot_password_requested', props: (i) => ({ method: kind(i) }) },
  { on: 'error:requestPasswordReset', when: otherFailure, emit: 'forgot_password_failed', props: (i) => ({ error_code: errorCode(i) }) },
  { on: 'password.create', emit: 'create_password_submitted' },
  { on: 'done:setPassword', emit: 'password_created' },
  { on: 'error:setPassword', emit: 'password_create_failed', props: (i) => ({ error_code: errorCode(i) }) },
  // Session (root chart)
  { on: 'session.signOut', emit: 'logout', targetless: true },
  // OTP entry (shared child chart)
  { on: 'otp.submit', machine: 'otp', emit: 'otp_submitted', props: purpose },
  { on: 'otp.resend', machine: 'otp', emit: 'otp_resend_requested', props: purpose },
  { on: 'done:resendOtp', emit: 'otp_sent', props: purpose },
  { on: 'error:resendOtp', when: otherFailure, emit: 'otp_request_failed', props: (i) => ({ ...purpose(i), error_code: errorCode(i) }) },
  { on: 'done:verifyOtp', emit: 'otp_verified', props: purpose },
  { on: 'error:verifyOtp', when: otherFailure, emit: 'otp_invalid', props: (i) => ({ ...purpose(i), error_code: errorCode(i), attempts_left: i.context.attemptsLeft }) },
  { on: 'error:*', machine: 'otp', when: failed('UAS-E510'), emit: 'otp_locked_out', props: (i) => ({ ...purpose(i), error_code: 'UAS-E510' }) },
  { on: 'error:*', machine: 'otp', when: failed('UAS-E512'), emit: 'captcha_required', props: purpose },
  { on: 'captcha.submit', emit: 'captcha_submitted', props: (i) => ({ purpose: fromContext('purpose')(i) ?? str(i.context.flow) }) },
  { on: 'xstate.after.codeExpiry.*', emit: 'otp_expired', props: purpose },
];
