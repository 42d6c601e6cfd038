import { createApiClient, type ApiClient } from '../client';
import { config } from '~/config';

/**
 * The app's one API client. The access token comes from the session code (src/auth), registered at boot by
 * src/main.tsx; until then (and for visitors) calls go without a token.
 */
let tokenSource: () => Promise<string | null> = async () => null;
let tokenNow: () => string | null = () => null;
export const setAccessTokenSource = (source: () => Promise<string | null>, now: () => string | null = () => null): void => {
  tokenSource = source;
  tokenNow = now;
};

export const api: ApiClient = createApiClient({ baseUrl: config.apiBaseUrl, getAccessToken: () => tokenSource(), accessTokenNow: () => tokenNow() });
