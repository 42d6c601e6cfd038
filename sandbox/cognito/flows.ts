import { randomBytes } from 'node:crypto';
import { readIdentifier } from '../rules/identifiers';
import type { SandboxContext } from '../context';
import { POOL_NAME, checkAccountPassword, codeDestination, findAccountById, findLoginAccount, type AccountRow } from './accounts';
import { CognitoError, invalidParameter, notAuthorized } from './errors';
import { OtpFailure, assertNotLocked, checkOtp, liveCode, recordPasswordFailure, sendOtp } from './otp';
import { serverEphemeral, verifyPasswordClaim } from './srp';
import { issueTokens, refreshTokens } from './tokens';

/** InitiateAuth and RespondToAuthChallenge: CUSTOM_AUTH (OTP), USER_PASSWORD_AUTH, USER_SRP_AUTH, refresh. */
type Params = Record<string, string | undefined>;
export interface AuthRequest {
  AuthFlow?: string;
  ClientId?: string;
  AuthParameters?: Params;
  ClientMetadata?: Params | null;
  ChallengeName?: string;
  ChallengeResponses?: Params;
  Session?: string;
}

const BAD_PASSWORD = 'Incorrect username or password.';
const SESSION_TTL_MS = 5 * 60_000;

export const toUsername = (raw: string | undefined) => {
  const read = readIdentifier(raw ?? '');
  return read.ok ? read.username : (raw ?? '').trim().toLowerCase();
};

/** Maps an OTP rule to what the SDK reports as err.code / err.message (message starts with the UAS code). */
export const otpError = (e: OtpFailure) => notAuthorized(e.message);

function usableAccount(ctx: SandboxContext, identifier: string, missing: () => CognitoError): AccountRow {
  const account = findLoginAccount(ctx, identifier);
  if (!account) throw missing();
  if (account.status !== 'ACTIVE') throw notAuthorized('UAS-E104: This account is inactive or does not exist.');
  if (!account.confirmed) throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
  return account;
}

/** Password flows: the account, unless it is unknown (no hint which), inactive, unconfirmed or locked out. */
function passwordAccount(ctx: SandboxContext, rawUsername: string | undefined): AccountRow {
  const account = usableAccount(ctx, toUsername(rawUsername), () => notAuthorized(BAD_PASSWORD));
  try {
    assertNotLocked(ctx, account.username);
  } catch (e) {
    throw e instanceof OtpFailure ? notAuthorized(`UAS-E510: Too many attempts. Try again after ${e.retryAt ?? ''}.`) : e;
  }
  return account;
}

function newSession(ctx: SandboxContext, username: string, kind: string, data: object, expiresAt = ctx.now() + SESSION_TTL_MS): string {
  const session = randomBytes(32).toString('base64url');
  ctx.db.prepare('INSERT INTO auth_challenges (session, username, kind, data, expires_at) VALUES (?, ?, ?, ?, ?)').run(session, username, kind, JSON.stringify(data), expiresAt);
  return session;
}

const success = async (ctx: SandboxContext, account: AccountRow, clientId?: string) => ({
  AuthenticationResult: await issueTokens(ctx, account, clientId),
  ChallengeParameters: {},
});

function customChallenge(ctx: SandboxContext, username: string, attemptsLeft: number, expiresAt: string) {
  return {
    ChallengeName: 'CUSTOM_CHALLENGE',
    Session: newSession(ctx, username, 'CUSTOM_CHALLENGE', {}, Date.parse(expiresAt)),
    ChallengeParameters: { USERNAME: username, attemptsLeft: String(attemptsLeft), expiresAt, codeLength: '6' },
  };
}

export async function initiateAuth(ctx: SandboxContext, req: AuthRequest) {
  const p = req.AuthParameters ?? {};
  switch (req.AuthFlow) {
    case 'CUSTOM_AUTH': {
      if (p.SRP_A) throw invalidParameter('CUSTOM_AUTH with SRP_A is not supported; use initiateAuth without a password.');
      const account = usableAccount(ctx, toUsername(p.USERNAME), () => new CognitoError('UserNotFoundException', 'UAS-104: No account uses this number or email yet.'));
      const { username } = account;
      try {
        assertNotLocked(ctx, username);
        // The platform's "request OTP" call normally sent the code already; send one only if none is live.
        let code = liveCode(ctx, username, 'login');
        if (!code) {
          const meta = req.ClientMetadata ?? {};
          const captcha = meta.captchaId && meta.captchaAnswer ? { id: meta.captchaId, answer: meta.captchaAnswer } : undefined;
          sendOtp(ctx, username, 'login', captcha, codeDestination(account));
          code = liveCode(ctx, username, 'login');
        }
        if (!code) throw new Error('code not stored');
        return customChallenge(ctx, username, code.attempts_left, new Date(code.expires_at).toISOString());
      } catch (e) {
        throw e instanceof OtpFailure ? otpError(e) : e;
      }
    }
    case 'USER_PASSWORD_AUTH': {
      const account = passwordAccount(ctx, p.USERNAME);
      if (!checkAccountPassword(account, p.PASSWORD ?? '')) {
        recordPasswordFailure(ctx, account.username);
        throw notAuthorized(BAD_PASSWORD);
      }
      return success(ctx, account, req.ClientId);
    }
    case 'USER_SRP_AUTH': {
      const account = passwordAccount(ctx, p.USERNAME);
      if (!account.srp_verifier || !account.srp_salt) throw notAuthorized(BAD_PASSWORD);
      if (!p.SRP_A || !/^[0-9a-f]+$/i.test(p.SRP_A)) throw invalidParameter('SRP_A is missing or malformed.');
      const { b, B } = serverEphemeral(account.srp_verifier);
      const secretBlock = randomBytes(64).toString('base64');
      const Session = newSession(ctx, account.username, 'PASSWORD_VERIFIER', { A: p.SRP_A, b, B, secretBlock });
      return {
        ChallengeName: 'PASSWORD_VERIFIER',
        Session,
        ChallengeParameters: { SALT: account.srp_salt, SECRET_BLOCK: secretBlock, SRP_B: B, USERNAME: account.username, USER_ID_FOR_SRP: account.username },
      };
    }
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return { AuthenticationResult: await refreshTokens(ctx, p.REFRESH_TOKEN ?? '', (id) => findAccountById(ctx, id)), ChallengeParameters: {} };
    default:
      throw invalidParameter(`Unsupported AuthFlow: ${String(req.AuthFlow)}`);
  }
}

interface SessionRow {
  username: string;
  kind: string;
  data: string;
  expires_at: number;
}

export async function respondToAuthChallenge(ctx: SandboxContext, req: AuthRequest) {
  const row = ctx.db.prepare('SELECT * FROM auth_challenges WHERE session = ?').get(req.Session ?? '') as SessionRow | undefined;
  // A session answers once: a replayed Session must not give a second try at the same challenge.
  ctx.db.prepare('DELETE FROM auth_challenges WHERE session = ?').run(req.Session ?? '');
  if (!row || row.expires_at <= ctx.now() || row.kind !== req.ChallengeName) {
    throw notAuthorized('Invalid session for the user, session is expired.');
  }
  const r = req.ChallengeResponses ?? {};
  const account = usableAccount(ctx, row.username, () => notAuthorized('UAS-E104: This account is inactive or does not exist.'));
  if (row.kind === 'CUSTOM_CHALLENGE') {
    try {
      const result = checkOtp(ctx, row.username, 'login', (r.ANSWER ?? '').trim());
      return result.ok ? success(ctx, account, req.ClientId) : customChallenge(ctx, row.username, result.attemptsLeft, result.expiresAt);
    } catch (e) {
      throw e instanceof OtpFailure ? otpError(e) : e;
    }
  }
  const data = JSON.parse(row.data) as { A: string; b: string; B: string; secretBlock: string };
  const ok =
    r.PASSWORD_CLAIM_SECRET_BLOCK === data.secretBlock &&
    account.srp_verifier !== null &&
    verifyPasswordClaim({
      poolName: POOL_NAME,
      username: account.username,
      verifier: account.srp_verifier,
      A: data.A,
      b: data.b,
      B: data.B,
      secretBlock: data.secretBlock,
      timestamp: r.TIMESTAMP ?? '',
      signature: r.PASSWORD_CLAIM_SIGNATURE ?? '',
    });
  if (!ok) {
    recordPasswordFailure(ctx, account.username);
    throw notAuthorized(BAD_PASSWORD);
  }
  return success(ctx, account, req.ClientId);
}

