import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { fieldConfigSchema } from './form-rules';
import { nfc } from './text';

/** Philippine mobile number in E.164, the platform's username form. */
export const phPhone = v.pipe(
  v.string('Enter your mobile number.'),
  v.trim(),
  v.regex(/^\+639\d{9}$/, 'Enter a valid mobile number, e.g. +639171234567.'),
);
export const emailAddress = v.pipe(
  v.string('Enter your email address.'),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, 'That email address is too long.'),
  v.email('Enter a valid email address.'),
);
const otpCode = v.pipe(v.string('Enter the code.'), v.regex(/^\d{6}$/, 'The code has 6 digits.'));

/** The code of a refused e-mail change or alias: the address already logs in to another account (its username or verified alias). */
export const EMAIL_IN_USE = 'EMAIL_IN_USE';
/** The bank code of the GoTyme digital bank in the bank list (spec §3 "gotyme (GO_TYME_BANK)"). */
export const GOTYME_BANK_CODE = 'GO_TYME_BANK';

export const flowStateValues = ['INITIALIZED', 'SUBMITTED'] as const;

export const profileSchema = v.object({
  user_id: v.string(),
  username: v.string(),
  login_type: v.picklist(['PHONE', 'EMAIL']),
  phone_number: v.nullable(v.string()),
  is_phone_number_confirmed: v.boolean(),
  email: v.nullable(v.string()),
  personal_email: v.nullable(v.string()),
  is_personal_email_verified: v.boolean(),
  first_name: v.nullable(v.string()),
  middle_name: v.nullable(v.string()),
  last_name: v.nullable(v.string()),
  birth_date: v.nullable(v.string()),
  gender: v.nullable(v.picklist(['MALE', 'FEMALE'])),
  company_id: v.nullable(v.string()),
  flow_states: v.record(v.string(), v.picklist(flowStateValues)),
  digital_bank: v.nullable(v.object({ provider: v.string(), masked_account_number: v.string(), linked_at: v.string() })),
  created_at: v.string(),
});
export type Profile = v.InferOutput<typeof profileSchema>;

const name = (label: string) =>
  v.optional(v.pipe(v.string(), v.transform(nfc), v.trim(), v.maxLength(50, `${label} must be at most 50 characters.`), v.regex(/^[\p{L} .'-]*$/u, `${label} may only contain letters.`)));

export const getProfile = endpoint({ group: 'user', method: 'GET', path: '/api/v1/user/profile', response: profileSchema });

export const updateProfile = endpoint({
  group: 'user',
  method: 'PATCH',
  path: '/api/v1/user/profile',
  body: v.object({
    first_name: name('First name'),
    middle_name: name('Middle name'),
    last_name: name('Last name'),
    birth_date: v.optional(v.pipe(v.string(), v.isoDate('Please enter a valid date.'))),
    gender: v.optional(v.picklist(['MALE', 'FEMALE'], 'Choose a gender.')),
    company_id: v.optional(v.string()),
  }),
  response: profileSchema,
});

const otpSent = v.object({ otp_sent: v.boolean(), expires_in: v.number() });

/** Sends a code to a new mobile number; `updatePhone` then sets it (confirmed) with that code. */
export const requestPhoneOtp = endpoint({
  group: 'user', method: 'POST', path: '/api/v1/user/phone/otp', body: v.object({ phone_number: phPhone }), response: otpSent,
});
export const updatePhone = endpoint({
  group: 'user', method: 'PUT', path: '/api/v1/user/phone', body: v.object({ phone_number: phPhone, code: otpCode }), response: profileSchema,
});
/** Confirms the number already on the profile (code sent by `requestPhoneOtp` with that number). */
export const confirmPhone = endpoint({
  group: 'user', method: 'POST', path: '/api/v1/user/phone/confirm', body: v.object({ code: otpCode }), response: profileSchema,
});

export const updateEmail = endpoint({
  group: 'user', method: 'PUT', path: '/api/v1/user/email', body: v.object({ email: emailAddress }), response: profileSchema,
});
export const generateEmailOtp = endpoint({
  group: 'user', method: 'POST', path: '/api/v1/user/email/otp', body: v.object({}), response: otpSent,
});
export const verifyEmailOtp = endpoint({
  group: 'user', method: 'POST', path: '/api/v1/user/email/otp/verify', body: v.object({ code: otpCode }), response: profileSchema,
});

export const updateFlowState = endpoint({
  group: 'user',
  method: 'PUT',
  path: '/api/v1/user/flow-states',
  body: v.object({
    flow: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{1,40}$/, 'Unknown flow.')),
    state: v.picklist(flowStateValues, 'Unknown state.'),
  }),
  response: v.object({ flow_states: v.record(v.string(), v.picklist(flowStateValues)) }),
});

export const uniqueCheck = endpoint({
  group: 'user',
  method: 'POST',
  path: '/api/v1/user/unique-check',
  auth: false,
  body: v.union([v.object({ phone_number: phPhone }), v.object({ email: emailAddress })], 'Enter a mobile number or an email address.'),
  response: v.object({
    is_login_profile_exists: v.boolean(),
    is_mobile_duplicate: v.boolean(),
    is_email_duplicate: v.boolean(),
    is_bad_email: v.boolean(),
    email_domain_validation_flags: v.object({ is_company_domain: v.boolean(), is_disposable: v.boolean() }),
  }),
});

export const notificationSchema = v.object({
  id: v.string(), title: v.string(), body: v.string(), read: v.boolean(), created_at: v.string(),
  /** A status move's notification: the application's new status and its type (the app words them). */
  application_status: v.optional(v.nullable(v.string())),
  application_type: v.optional(v.nullable(v.string())),
});
export const listNotifications = endpoint({
  group: 'user', method: 'GET', path: '/api/v1/user/notifications',
  response: v.object({ data: v.array(notificationSchema), unread: v.number() }),
});

const accountNumber = v.pipe(v.string('Enter your account number.'), v.regex(/^\d{10,16}$/, 'Account numbers have 10 to 16 digits.'));
export const requestDigitalBankOtp = endpoint({
  group: 'user', method: 'POST', path: '/api/v1/user/digital-bank/otp',
  body: v.object({ provider: v.picklist([GOTYME_BANK_CODE], 'Unknown bank.'), account_number: accountNumber }),
  response: otpSent,
});
export const verifyDigitalBankAccount = endpoint({
  group: 'user', method: 'POST', path: '/api/v1/user/digital-bank/verify',
  body: v.object({ provider: v.picklist([GOTYME_BANK_CODE], 'Unknown bank.'), account_number: accountNumber, code: otpCode }),
  response: v.object({ linked: v.boolean(), account_name: v.string(), masked_account_number: v.string() }),
});

/** Onboarding steps whose fields the registration field config serves (spec §2 /onboarding/*). */
export const onboardingSteps = ['personal-details', 'critical-details'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

/**
 * Registration field config: without `step`, the fields asked at registration; with an onboarding step, that
 * step's fields (the onboarding forms are server-driven, as the journey forms).
 */
export const getRegistrationFieldConfig = endpoint({
  group: 'user', method: 'GET', path: '/api/v1/user/registration-field-config', auth: false,
  query: v.object({ step: v.optional(v.picklist(onboardingSteps, 'Unknown step.')) }),
  response: v.object({ fields: v.array(fieldConfigSchema) }),
});

const onboardingAnswers = v.object({ step: v.picklist(onboardingSteps), answers: v.record(v.string(), v.string()) });

/** An onboarding step's answers as last saved (empty before the first save). */
export const getOnboardingDetails = endpoint({
  group: 'user', method: 'GET', path: '/api/v1/user/onboarding/:step', response: onboardingAnswers,
});

/**
 * Saves an onboarding step's answers, validated with that step's field config (400 with field messages). The
 * step's progress is recorded separately with `updateFlowState`.
 */
export const saveOnboardingDetails = endpoint({
  group: 'user', method: 'PUT', path: '/api/v1/user/onboarding/:step',
  body: v.object({ answers: v.record(v.string(), v.pipe(v.string(), v.maxLength(200, 'That answer is too long.'))) }),
  response: onboardingAnswers,
});
