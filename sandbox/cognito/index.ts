import type { Context } from 'hono';
import * as v from 'valibot';
import type { Module, SandboxContext } from '../context';
import { allowedOrigins } from '../guards';
import { applyFault, faultUserKey } from '../platform/faults';
import { errorResponse, validBody } from '../platform/serve';
import { registerAccountEndpoints } from './account-endpoints';
import { createCaptcha } from './captcha';
import { CognitoError, cognitoErrorResponse } from './errors';
import { initiateAuth, respondToAuthChallenge } from './flows';
import { getCredentialsForIdentity, getId } from './identity';
import { publicJwks } from './jwt';
import { checkedRequest } from './requests';
import { authSettings } from './settings';
import { checkAccessToken, refreshTokenOwner } from './tokens';
import { confirmSignUp, getUser, globalSignOut, resendConfirmationCode, revokeToken, signUp } from './users';

export { verifyAccessToken } from './tokens';
export { createAccount, findAccount, setAccountPassword } from './accounts';
export { resetAuthSettings } from './settings';

type Op = (ctx: Parameters<Module>[0], req: Record<string, unknown>) => unknown;
const operations: Record<string, Op> = {
  'AWSCognitoIdentityProviderService.InitiateAuth': initiateAuth,
  'AWSCognitoIdentityProviderService.RespondToAuthChallenge': respondToAuthChallenge,
  'AWSCognitoIdentityProviderService.SignUp': signUp,
  'AWSCognitoIdentityProviderService.ConfirmSignUp': confirmSignUp,
  'AWSCognitoIdentityProviderService.ResendConfirmationCode': resendConfirmationCode,
  'AWSCognitoIdentityProviderService.GetUser': getUser,
  'AWSCognitoIdentityProviderService.GlobalSignOut': globalSignOut,
  'AWSCognitoIdentityProviderService.RevokeToken': revokeToken,
  'AWSCognitoIdentityService.GetId': getId,
  'AWSCognitoIdentityService.GetCredentialsForIdentity': getCredentialsForIdentity,
};

/**
 * CORS for the app's own origins only (sandbox/guards.ts allowedOrigins): a page of any other origin gets no
 * Access-Control-Allow-Origin, so the browser keeps the answer from it. Same-origin calls need none.
 */
function corsHeaders(ctx: SandboxContext, c: Context): Record<string, string> {
  const origin = c.req.header('origin');
  return {
    ...(origin && allowedOrigins(ctx.config).has(origin) ? { 'access-control-allow-origin': origin } : {}),
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'content-type, x-amz-target, x-amz-user-agent, cache-control, authorization, amz-sdk-invocation-id, amz-sdk-request',
    'access-control-expose-headers': 'x-amzn-errortype, x-amzn-requestid',
    'access-control-max-age': '600',
    vary: 'origin',
  };
}

/**
 * POST /cognito: a Cognito user pool (and minimal identity pool) speaking the wire format of
 * amazon-cognito-identity-js. JWKS at /cognito/.well-known/jwks.json. Back office: token lifetime and SSO
 * switch (POST /sandbox/api/settings), captcha (GET /sandbox/api/captcha).
 */
const settingsSchema = v.object({
  tokenTtlSeconds: v.optional(v.pipe(v.number('Use whole seconds from 1 to 86400.'), v.integer('Use whole seconds from 1 to 86400.'), v.minValue(1, 'Use whole seconds from 1 to 86400.'), v.maxValue(86_400, 'Use whole seconds from 1 to 86400.'))),
  ssoDisabled: v.optional(v.boolean('Use true or false.')),
});

/** Who a Cognito call is for: the username it names, its access token's sub, or its refresh token's owner. */
async function cognitoSubjects(ctx: SandboxContext, c: Context): Promise<string[]> {
  const req = JSON.parse(await c.req.text()) as Record<string, unknown>;
  const params = { ...(req.AuthParameters as Record<string, unknown> | undefined), ...(req.ChallengeResponses as Record<string, unknown> | undefined) };
  const str = (x: unknown) => (typeof x === 'string' && x !== '' ? x : undefined);
  const keys: string[] = [];
  for (const name of [req.Username, params.USERNAME]) if (str(name)) keys.push(faultUserKey(ctx, str(name)!));
  if (str(req.AccessToken)) {
    const claims = await checkAccessToken(ctx, str(req.AccessToken)!);
    if (claims && typeof claims.sub === 'string') keys.push(claims.sub);
  }
  const refresh = str(params.REFRESH_TOKEN) ?? str(req.Token);
  const owner = refresh ? refreshTokenOwner(ctx, refresh) : undefined;
  if (owner) keys.push(owner);
  return keys;
}

export const registerCognito: Module = (ctx) => {
  ctx.app.options('/cognito', (c) => c.body(null, 204, corsHeaders(ctx, c)));
  ctx.app.post('/cognito', async (c) => {
    const headers = { ...corsHeaders(ctx, c), 'cache-control': 'no-store' };
    try {
      const faulted = await applyFault(ctx, 'cognito', c, () => cognitoSubjects(ctx, c));
      if (faulted) return faulted;
      const target = c.req.header('x-amz-target') ?? '';
      const op = operations[target];
      if (!op) throw new CognitoError('UnknownOperationException', `Unknown operation ${target || '(none)'}`);
      let req: unknown;
      try {
        req = JSON.parse(await c.req.text());
      } catch {
        throw new CognitoError('SerializationException', 'The request body is not valid JSON.');
      }
      if (!req || typeof req !== 'object' || Array.isArray(req)) throw new CognitoError('SerializationException', 'The request body must be a JSON object.');
      const result = await op(ctx, checkedRequest(target.slice(target.indexOf('.') + 1), req));
      return c.body(JSON.stringify(result), 200, { ...headers, 'content-type': 'application/x-amz-json-1.1' });
    } catch (e) {
      return cognitoErrorResponse(c, e, headers);
    }
  });
  ctx.app.get('/cognito/.well-known/jwks.json', async (c) => c.json(await publicJwks(ctx)));

  ctx.app.get('/sandbox/api/settings', (c) => c.json(authSettings(ctx)));
  ctx.app.post('/sandbox/api/settings', async (c) => {
    try {
      const { tokenTtlSeconds, ssoDisabled } = await validBody(c, settingsSchema);
      const s = authSettings(ctx);
      if (tokenTtlSeconds !== undefined) s.tokenTtlSeconds = tokenTtlSeconds;
      if (ssoDisabled !== undefined) s.ssoDisabled = ssoDisabled;
      return c.json(s);
    } catch (e) {
      return errorResponse(c, e);
    }
  });
  ctx.app.get('/sandbox/api/captcha', (c) => c.json(createCaptcha(ctx), 200, { 'cache-control': 'no-store' }));

  registerAccountEndpoints(ctx);
};
