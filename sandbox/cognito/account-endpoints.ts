import { ACCOUNT_EXISTS, register, requestLoginOtp, requestRegisterOtp, setPassword } from '../../src/api/contract/account';
import type { SandboxContext } from '../context';
import { HttpError, serve } from '../platform/serve';
import { codeDestination, createAccount, findAccount, findAccountById, findLoginAccount, isRetiredNumber, setAccountPassword } from './accounts';
import { checkIdentifier } from './identifier-errors';
import { OtpFailure, checkOtp, sendOtp } from './otp';
import { issueTokens } from './tokens';

/** The platform's account endpoints ('user' call group): OTP requests, registration, password. */

function identifierOrThrow(raw: string) {
  const checked = checkIdentifier(raw);
  if (!checked.ok) throw new HttpError(400, checked.code, checked.message, { username: checked.message });
  return checked;
}

/** Lockout and captcha answer 429 (the borrower must wait or prove they are human); a bad code 400. */
function otpHttpError(ctx: SandboxContext, e: unknown): unknown {
  if (!(e instanceof OtpFailure)) return e;
  const retryAfter = e.retryAt ? Math.max(1, Math.ceil((Date.parse(e.retryAt) - ctx.now()) / 1000)) : undefined;
  const status = e.code === 'UAS-E511' && !e.retryAt ? 400 : 429;
  const message = e.retryAt ? `${e.text} Try again after ${e.retryAt}.` : e.text;
  return new HttpError(status, e.code, message, undefined, retryAfter ? { 'retry-after': String(retryAfter) } : undefined);
}

const alreadyExists = () =>
  new HttpError(409, ACCOUNT_EXISTS, 'An account already uses this mobile number or email. Please log in instead.');

export function registerAccountEndpoints(ctx: SandboxContext): void {
  serve(ctx, requestLoginOtp, ({ body }) => {
    // A verified email alias signs in to its phone account: the answer names the account's own username and type.
    const typed = identifierOrThrow(body.username).username;
    const account = findLoginAccount(ctx, typed);
    // The number this account had before it was changed: it no longer logs in, and we say so (not "create one").
    if (account && isRetiredNumber(account, typed)) {
      throw new HttpError(403, 'UAS-E104', 'This mobile number no longer logs in: the account moved to another number. Log in with the new number.');
    }
    if (!account || !account.confirmed) throw new HttpError(404, 'UAS-104', 'No account uses this mobile number or email yet. Let us create one.');
    if (account.status !== 'ACTIVE') throw new HttpError(403, 'UAS-E104', 'This account is inactive or does not exist. Please contact us for help.');
    // A borrower with a password signs in with it unless they chose "try another login method".
    const { username, login_type: loginType } = account;
    if (account.password_hash && !body.prefer_otp) return { otp_sent: false, login_with_otp: false, username, login_type: loginType };
    try {
      const { expiresAt } = sendOtp(ctx, username, 'login', body.captcha, codeDestination(account));
      return { otp_sent: true, login_with_otp: true, username, login_type: loginType, expires_at: expiresAt };
    } catch (e) {
      throw otpHttpError(ctx, e);
    }
  });

  serve(ctx, requestRegisterOtp, ({ body }) => {
    const { username, loginType } = identifierOrThrow(body.username);
    if (findAccount(ctx, username)?.confirmed) throw alreadyExists();
    try {
      const { expiresAt } = sendOtp(ctx, username, 'register', body.captcha);
      return { otp_sent: true, login_with_otp: true, username, login_type: loginType, expires_at: expiresAt };
    } catch (e) {
      throw otpHttpError(ctx, e);
    }
  });

  serve(ctx, register, async ({ body }) => {
    const { username, loginType } = identifierOrThrow(body.username);
    const existing = findAccount(ctx, username);
    if (existing?.confirmed) throw alreadyExists();
    try {
      const result = checkOtp(ctx, username, 'register', body.otp);
      if (!result.ok) {
        const tries = result.attemptsLeft === 1 ? '1 try' : `${result.attemptsLeft} tries`;
        throw new HttpError(400, 'UAS-E511', `Incorrect code. ${tries} left.`, { otp: `Incorrect code. ${tries} left.` });
      }
    } catch (e) {
      throw otpHttpError(ctx, e);
    }
    // An unconfirmed Cognito SignUp for the same identifier is superseded by this verified registration.
    if (existing) ctx.db.prepare('DELETE FROM users WHERE id = ?').run(existing.id);
    const { id } = createAccount(ctx, loginType === 'PHONE' ? { phone: username } : { email: username });
    const account = findAccountById(ctx, id);
    if (!account) throw new Error('account vanished');
    return { id, username, login_type: loginType, tokens: await issueTokens(ctx, account) };
  });

  serve(ctx, setPassword, ({ body, user }) => {
    setAccountPassword(ctx, user.id, body.password);
    return { password_set: true as const };
  });
}
