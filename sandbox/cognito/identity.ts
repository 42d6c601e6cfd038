import { createHash, randomBytes } from 'node:crypto';
import type { SandboxContext } from '../context';
import { CognitoError, invalidParameter, notAuthorized } from './errors';
import { verifyJwt } from './jwt';

/**
 * Minimal identity pool (X-Amz-Target AWSCognitoIdentityService.*): a stable identity per signed-in user and
 * short-lived fake AWS credentials. Nothing in the sandbox accepts those credentials; the app only needs the
 * round trip to behave (refresh every 50 minutes, 3 attempts).
 */
type Req = Record<string, unknown>;
const CREDENTIALS_TTL_S = 3600;

function identityFor(poolId: string, seed: string): string {
  const h = createHash('sha256').update(`${poolId}|${seed}`).digest('hex');
  const region = poolId.split(':')[0] || 'ap-southeast-1';
  return `${region}:${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The signed-in user behind `Logins` (any provider key; the value is our id token), or null if none given. */
async function loginSub(ctx: SandboxContext, logins: unknown): Promise<string | null> {
  if (!logins || typeof logins !== 'object') return null;
  const tokens = Object.values(logins as Record<string, unknown>);
  if (tokens.length === 0) return null;
  const claims = typeof tokens[0] === 'string' ? await verifyJwt(ctx, tokens[0]) : null;
  if (!claims || claims.token_use !== 'id' || typeof claims.sub !== 'string') throw notAuthorized('Invalid login token. Token expired or not issued by this pool.');
  return claims.sub;
}

export async function getId(ctx: SandboxContext, req: Req) {
  const poolId = typeof req.IdentityPoolId === 'string' ? req.IdentityPoolId : '';
  if (!/^[\w-]+:[\w-]+$/.test(poolId)) throw invalidParameter('IdentityPoolId is missing or malformed.');
  const sub = await loginSub(ctx, req.Logins);
  return { IdentityId: identityFor(poolId, sub ?? `guest-${randomBytes(8).toString('hex')}`) };
}

export async function getCredentialsForIdentity(ctx: SandboxContext, req: Req) {
  const identityId = typeof req.IdentityId === 'string' ? req.IdentityId : '';
  if (!/^[\w-]+:[0-9a-f-]{36}$/.test(identityId)) throw new CognitoError('ResourceNotFoundException', 'Identity not found.');
  await loginSub(ctx, req.Logins);
  return {
    IdentityId: identityId,
    Credentials: {
      AccessKeyId: `ASIA${randomBytes(8).toString('hex').toUpperCase()}`,
      SecretKey: randomBytes(30).toString('base64'),
      SessionToken: randomBytes(96).toString('base64'),
      // Seconds since epoch, as the real service answers (the JS SDK turns it into a Date).
      Expiration: Math.floor(ctx.now() / 1000) + CREDENTIALS_TTL_S,
    },
  };
}
