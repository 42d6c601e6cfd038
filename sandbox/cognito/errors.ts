import type { Context } from 'hono';

/** A Cognito-style failure: HTTP 400 `{"__type": name, "message": ...}`; the SDK turns `__type` into err.code. */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export const notAuthorized = (message: string) => new CognitoError('NotAuthorizedException', message);
export const invalidParameter = (message: string) => new CognitoError('InvalidParameterException', message);

export function cognitoErrorResponse(c: Context, e: unknown, headers: Record<string, string>): Response {
  if (e instanceof CognitoError) {
    return c.json({ __type: e.type, message: e.message }, e.status as 400, { ...headers, 'x-amzn-errortype': e.type });
  }
  console.error('[sandbox cognito] unhandled error', e);
  return c.json({ __type: 'InternalErrorException', message: 'Internal error' }, 500, headers);
}
