import * as v from 'valibot';
import { passwordSchema } from '../../src/api/contract/account';
import type { SandboxContext } from '../context';
import { createAccount, findAccount, findAccountById, confirmAccount } from './accounts';
import { CognitoError, invalidParameter, notAuthorized } from './errors';
import { toUsername } from './flows';
import { checkIdentifier } from './identifier-errors';
import { OtpFailure, checkOtp, sendOtp } from './otp';
import { checkAccessToken, revokeAllForUser, revokeRefreshToken } from './tokens';

/** SignUp, ConfirmSignUp, ResendConfirmationCode, GetUser, GlobalSignOut, RevokeToken. */
type Req = Record<string, unknown>;
const str = (x: unknown) => (typeof x === 'string' ? x : '');

const delivery = (username: string) =>
  username.startsWith('+')
    ? { Destination: `+*******${username.slice(-4)}`, DeliveryMedium: 'SMS', AttributeName: 'phone_number' }
    : { Destination: `${username[0]}***@${username.split('@')[1]}`, DeliveryMedium: 'EMAIL', AttributeName: 'email' };

function send(ctx: SandboxContext, username: string, purpose: string) {
  try {
    sendOtp(ctx, username, purpose);
  } catch (e) {
    throw e instanceof OtpFailure ? new CognitoError('LimitExceededException', e.message) : e;
  }
}

export function signUp(ctx: SandboxContext, req: Req) {
  const checked = checkIdentifier(str(req.Username));
  if (!checked.ok) throw invalidParameter(`${checked.code}: ${checked.message}`);
  if (findAccount(ctx, checked.username)) throw new CognitoError('UsernameExistsException', 'User already exists');
  const pw = v.safeParse(passwordSchema, str(req.Password));
  if (!pw.success) throw new CognitoError('InvalidPasswordException', `Password does not conform to policy: ${pw.issues[0].message}`);
  const { id, username } = createAccount(ctx, {
    ...(checked.loginType === 'PHONE' ? { phone: checked.username } : { email: checked.username }),
    password: pw.output,
    confirmed: false,
  });
  send(ctx, username, 'signup');
  return { UserConfirmed: false, UserSub: id, CodeDeliveryDetails: delivery(username) };
}

export function confirmSignUp(ctx: SandboxContext, req: Req) {
  const account = findAccount(ctx, toUsername(str(req.Username)));
  if (!account) throw new CognitoError('UserNotFoundException', 'Username/client id combination not found.');
  if (account.confirmed) throw notAuthorized('User cannot be confirmed. Current status is CONFIRMED');
  try {
    const result = checkOtp(ctx, account.username, 'signup', str(req.ConfirmationCode).trim());
    if (!result.ok) throw new CognitoError('CodeMismatchException', `UAS-E511: Invalid verification code provided, please try again. ${result.attemptsLeft} tries left.`);
  } catch (e) {
    if (!(e instanceof OtpFailure)) throw e;
    throw new CognitoError(e.code === 'UAS-E511' && !e.retryAt ? 'ExpiredCodeException' : 'LimitExceededException', e.message);
  }
  confirmAccount(ctx, account.id);
  return {};
}

export function resendConfirmationCode(ctx: SandboxContext, req: Req) {
  const account = findAccount(ctx, toUsername(str(req.Username)));
  if (!account) throw new CognitoError('UserNotFoundException', 'Username/client id combination not found.');
  if (account.confirmed) throw invalidParameter('User is already confirmed.');
  send(ctx, account.username, 'signup');
  return { CodeDeliveryDetails: delivery(account.username) };
}

async function signedIn(ctx: SandboxContext, req: Req) {
  const claims = await checkAccessToken(ctx, str(req.AccessToken));
  const account = claims && typeof claims.sub === 'string' ? findAccountById(ctx, claims.sub) : undefined;
  if (!account) throw notAuthorized('Access Token has been revoked');
  return account;
}

export async function getUser(ctx: SandboxContext, req: Req) {
  const a = await signedIn(ctx, req);
  const attrs: { Name: string; Value: string }[] = [{ Name: 'sub', Value: a.id }];
  if (a.phone_number) attrs.push({ Name: 'phone_number', Value: a.phone_number }, { Name: 'phone_number_verified', Value: String(a.confirmed === 1) });
  if (a.email) attrs.push({ Name: 'email', Value: a.email }, { Name: 'email_verified', Value: String(a.confirmed === 1) });
  return { Username: a.username, UserAttributes: attrs, MFAOptions: [] };
}

export async function globalSignOut(ctx: SandboxContext, req: Req) {
  revokeAllForUser(ctx, (await signedIn(ctx, req)).id);
  return {};
}

export function revokeToken(ctx: SandboxContext, req: Req) {
  // Cognito answers an unknown token with success too: revoking is idempotent and reveals nothing.
  revokeRefreshToken(ctx, str(req.Token));
  return {};
}
