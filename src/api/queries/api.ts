import { createApiClient, type ApiClient } from '../client';
import { config } from '~/config';

/**
 * The app's one API client. The access token comes from the session code (src/auth), registered at boot by
 * src/main.tsx; until then (and for visitors) calls go without a token.
 */
let tokenSource: () => Promise<string | null> = async () => null;
export const setAccessTokenSource = (source: () => Promise<string | null>): void => {
  tokenSource = source;
};

export const api: ApiClient = createApiClient({ baseUrl: config.apiBaseUrl, getAccessToken: () => tokenSource() });
