import { track } from './types';

/** Signup, login, single sign-on and OTP events (spec §3). `method` is phone | email | password | otp | a provider. */
export const authEvents = [
  // Signup
  track('signup_started', ['method']),
  track('signup_method_selected', ['method']),
  track('signup_identifier_submitted', ['method']),
  track('signup_failed', ['method', 'error_code']),
  track('user_created_success', ['method']),
  track('create_password_submitted'),
  track('password_created'),
  track('password_create_failed', ['error_code']),
  track('forgot_password_requested', ['method']),
  track('forgot_password_failed', ['error_code']),
  // Login
  track('login_started', ['method']),
  track('login_identifier_submitted', ['method']),
  track('login', ['method']),
  track('login_failed', ['method', 'error_code']),
  track('login_new_user_redirected', ['method']),
  track('try_another_login_method_selected', ['method']),
  track('logout'),
  track('session_expired'),
  track('session_refreshed'),
  track('captcha_required', ['purpose']),
  track('captcha_submitted', ['purpose']),
  // Single sign-on
  track('sso_started', ['provider']),
  track('sso_succeeded', ['provider']),
  track('sso_failed', ['provider', 'error_code']),
  track('sso_disabled', ['provider']),
  // Email and mobile verification
  track('email_otp_generated'),
  track('email_verified'),
  track('email_verification_failed', ['error_code']),
  track('personal_email_updated'),
  track('mobile_verified'),
  // OTP (purpose: login | register | email | mobile | promissory_note | gotyme)
  track('otp_requested', ['purpose']),
  track('otp_sent', ['purpose']),
  track('otp_request_failed', ['purpose', 'error_code']),
  track('otp_submitted', ['purpose']),
  track('otp_verified', ['purpose']),
  track('otp_invalid', ['purpose', 'error_code', 'attempts_left']),
  track('otp_resend_requested', ['purpose']),
  track('otp_expired', ['purpose']),
  track('otp_locked_out', ['purpose', 'error_code']),
] as const;
