import type { StateMeta } from '../shared/meta';
import type { OtpInput } from '../shared/otp.machine';
import type { AuthContext } from './auth.setup';
import { maskIdentifier, parseIdentifier } from './identifier';

/** Small builders the auth chart's states share (auth.machine.ts, password.states.ts). */
export const meta = (route: string, screen: string, title: string, page: string, primaryAction?: string): StateMeta => ({
  route,
  screen,
  title,
  page,
  public: true,
  ...(primaryAction === undefined ? {} : { primaryAction }),
});

export const otpInput = (purpose: OtpInput['purpose']) => ({ context }: { context: AuthContext }): OtpInput => ({
  purpose,
  destination: maskIdentifier(context.user ?? ''),
  ...(context.otpSent ?? {}),
});

export const requestInput = ({ context }: { context: AuthContext }) => ({
  identifier: ((p) => (p.ok ? p.value : context.identifier))(parseIdentifier(context.identifier)),
  kind: context.kind ?? 'PHONE',
  captcha: context.captchaAnswer,
  preferOtp: context.preferOtp,
});

/** A captcha step inside a form state: answer it to retry the request, or go back and edit. */
export const captchaStep = (retry: string) => ({
  tags: ['form' as const],
  on: {
    'captcha.submit': { target: retry, actions: 'storeCaptchaAnswer' as const },
    'login.edit': { target: 'form', actions: 'clearErrors' as const },
  },
});
