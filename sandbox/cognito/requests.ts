import * as v from 'valibot';
import { CognitoError } from './errors';

/**
 * The shape of each operation's request, checked before the operation runs: a field of the wrong type (an
 * array for USERNAME) is the caller's mistake and answers 400 InvalidParameterException naming the field,
 * never a 500. Loose objects: the SDK sends fields the sandbox does not use (UserContextData, AnalyticsMetadata).
 */
const text = v.optional(v.string());
const isMap = (x: unknown) => typeof x === 'object' && x !== null && !Array.isArray(x);
// Values may be null: the SDK sends DEVICE_KEY: null on a refresh.
const strings = v.optional(v.nullable(v.pipe(v.custom<object>(isMap, 'Expected an object of strings'), v.record(v.string(), v.nullable(v.string())))));

const schemas: Record<string, v.GenericSchema> = {
  InitiateAuth: v.looseObject({ AuthFlow: text, ClientId: text, AuthParameters: strings, ClientMetadata: strings }),
  RespondToAuthChallenge: v.looseObject({ ChallengeName: text, ClientId: text, Session: text, ChallengeResponses: strings, ClientMetadata: strings }),
  SignUp: v.looseObject({ ClientId: text, Username: text, Password: text, ClientMetadata: strings }),
  ConfirmSignUp: v.looseObject({ ClientId: text, Username: text, ConfirmationCode: text, ClientMetadata: strings }),
  ResendConfirmationCode: v.looseObject({ ClientId: text, Username: text, ClientMetadata: strings }),
  GetUser: v.looseObject({ AccessToken: text }),
  GlobalSignOut: v.looseObject({ AccessToken: text }),
  RevokeToken: v.looseObject({ ClientId: text, Token: text }),
  GetId: v.looseObject({ IdentityPoolId: text, Logins: strings }),
  GetCredentialsForIdentity: v.looseObject({ IdentityId: text, Logins: strings }),
};

/** The request of operation `name` (the X-Amz-Target's last part), or an InvalidParameterException. */
export function checkedRequest(name: string, raw: unknown): Record<string, unknown> {
  const schema = schemas[name] ?? v.looseObject({});
  const parsed = v.safeParse(schema, raw);
  if (parsed.success) return parsed.output as Record<string, unknown>;
  const issue = parsed.issues[0];
  const field = v.getDotPath(issue) ?? 'the request';
  throw new CognitoError('InvalidParameterException', `Invalid value for ${field}: ${issue.message}`);
}
