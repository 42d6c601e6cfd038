import type { Context } from 'hono';
import type { Module } from '../context';
import { applyFault } from '../platform/faults';
import { registerAccountEndpoints } from './account-endpoints';
import { createCaptcha } from './captcha';
import { CognitoError, cognitoErrorResponse } from './errors';
import { initiateAuth, respondToAuthChallenge } from './flows';
import { getCredentialsForIdentity, getId } from './identity';
import { publicJwks } from './jwt';
import { authSettings } from './settings';
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

/** CORS for the SDK's cross-origin use (a deployed app pointed at a shared sandbox); same-origin needs none. */
function corsHeaders(c: Context): Record<string, string> {
  return {
    'access-control-allow-origin': c.req.header('origin') ?? '*',
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
export const registerCognito: Module = (ctx) => {
  ctx.app.options('/cognito', (c) => c.body(null, 204, corsHeaders(c)));
  ctx.app.post('/cognito', async (c) => {
    const headers = { ...corsHeaders(c), 'cache-control': 'no-store' };
    try {
      const faulted = await applyFault(ctx, 'cognito', c);
      if (faulted) return faulted;
      const op = operations[c.req.header('x-amz-target') ?? ''];
      if (!op) throw new CognitoError('UnknownOperationException', `Unknown operation ${c.req.header('x-amz-target') ?? '(none)'}`);
      let req: unknown;
      try {
        req = JSON.parse(await c.req.text());
      } catch {
        throw new CognitoError('SerializationException', 'The request body is not valid JSON.');
      }
      if (!req || typeof req !== 'object') throw new CognitoError('SerializationException', 'The request body must be a JSON object.');
      const result = await op(ctx, req as Record<string, unknown>);
      return c.body(JSON.stringify(result), 200, { ...headers, 'content-type': 'application/x-amz-json-1.1' });
    } catch (e) {
      return cognitoErrorResponse(c, e, headers);
    }
  });
  ctx.app.get('/cognito/.well-known/jwks.json', async (c) => c.json(await publicJwks(ctx)));

  ctx.app.get('/sandbox/api/settings', (c) => c.json(authSettings(ctx)));
  ctx.app.post('/sandbox/api/settings', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const s = authSettings(ctx);
    const ttl = body?.tokenTtlSeconds;
    if (ttl !== undefined && (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl < 1 || ttl > 86_400)) {
      return c.json({ code: 'VALIDATION', message: 'Some fields need your attention.', fields: { tokenTtlSeconds: 'Use whole seconds from 1 to 86400.' } }, 400);
    }
    if (body?.ssoDisabled !== undefined && typeof body.ssoDisabled !== 'boolean') {
      return c.json({ code: 'VALIDATION', message: 'Some fields need your attention.', fields: { ssoDisabled: 'Use true or false.' } }, 400);
    }
    if (typeof ttl === 'number') s.tokenTtlSeconds = ttl;
    if (typeof body?.ssoDisabled === 'boolean') s.ssoDisabled = body.ssoDisabled;
    return c.json(s);
  });
  ctx.app.get('/sandbox/api/captcha', (c) => c.json(createCaptcha(ctx), 200, { 'cache-control': 'no-store' }));

  registerAccountEndpoints(ctx);
};
