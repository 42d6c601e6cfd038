import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';

/** Promise wrappers over the real amazon-cognito-identity-js, as the app's auth actors will use it. */
export class MemoryStore implements ICognitoStorage {
  readonly items = new Map<string, string>();
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  clear() {
    this.items.clear();
  }
}

const storages = new WeakMap<CognitoUserPool, MemoryStore>();

/** A pool with its own storage: each pool is one browser. */
export const makePool = (origin: string) => {
  const storage = new MemoryStore();
  const pool = new CognitoUserPool({ UserPoolId: 'local_lakbay', ClientId: 'lakbay-web', endpoint: `${origin}/cognito`, Storage: storage });
  storages.set(pool, storage);
  return pool;
};

export const makeUser = (pool: CognitoUserPool, username: string) =>
  new CognitoUser({ Username: username, Pool: pool, ...(storages.has(pool) ? { Storage: storages.get(pool) } : {}) });

export type ChallengeOutcome = { kind: 'session'; session: CognitoUserSession } | { kind: 'challenge'; params: Record<string, string> };
export type SdkError = Error & { code?: string };

function callbacks(resolve: (o: ChallengeOutcome) => void, reject: (e: SdkError) => void) {
  return {
    onSuccess: (session: CognitoUserSession) => resolve({ kind: 'session', session }),
    onFailure: (err: SdkError) => reject(err),
    customChallenge: (params: Record<string, string>) => resolve({ kind: 'challenge', params }),
  };
}

export const startCustomAuth = (user: CognitoUser, clientMetadata?: Record<string, string>) =>
  new Promise<ChallengeOutcome>((resolve, reject) => {
    user.setAuthenticationFlowType('CUSTOM_AUTH');
    user.initiateAuth(new AuthenticationDetails({ Username: user.getUsername(), ...(clientMetadata ? { ClientMetadata: clientMetadata } : {}) }), callbacks(resolve, reject));
  });

export const answerChallenge = (user: CognitoUser, answer: string) =>
  new Promise<ChallengeOutcome>((resolve, reject) => user.sendCustomChallengeAnswer(answer, callbacks(resolve, reject)));

export const passwordAuth = (user: CognitoUser, password: string, flow: 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH') =>
  new Promise<ChallengeOutcome>((resolve, reject) => {
    user.setAuthenticationFlowType(flow);
    user.authenticateUser(new AuthenticationDetails({ Username: user.getUsername(), Password: password }), callbacks(resolve, reject));
  });

export const refresh = (user: CognitoUser, session: CognitoUserSession) =>
  new Promise<CognitoUserSession>((resolve, reject) =>
    user.refreshSession(session.getRefreshToken(), (err: SdkError | null, s: CognitoUserSession) => (err ? reject(err) : resolve(s))),
  );

export const getUserAttributes = (user: CognitoUser) =>
  new Promise<Record<string, string>>((resolve, reject) =>
    user.getUserAttributes((err, attrs) => (err ? reject(err) : resolve(Object.fromEntries((attrs ?? []).map((a) => [a.getName(), a.getValue()]))))),
  );

export const globalSignOut = (user: CognitoUser) =>
  new Promise<void>((resolve, reject) => user.globalSignOut({ onSuccess: () => resolve(), onFailure: (e: SdkError) => reject(e) }));

export const revokeSignOut = (user: CognitoUser) =>
  new Promise<void>((resolve, reject) => user.signOut((err?: Error) => (err ? reject(err) : resolve())));

export const signUp = (pool: CognitoUserPool, username: string, password: string) =>
  new Promise<{ userSub: string; confirmed: boolean }>((resolve, reject) =>
    pool.signUp(username, password, [], [], (err, res) => (err || !res ? reject(err) : resolve({ userSub: res.userSub, confirmed: res.userConfirmed }))),
  );

export const confirmSignUp = (user: CognitoUser, code: string) =>
  new Promise<void>((resolve, reject) => user.confirmRegistration(code, false, (err) => (err ? reject(err) : resolve())));

export const failure = async (p: Promise<unknown>): Promise<SdkError> => {
  try {
    await p;
  } catch (e) {
    return e as SdkError;
  }
  throw new Error('expected the SDK call to fail');
};
