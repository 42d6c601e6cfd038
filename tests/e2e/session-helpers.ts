import type { Page } from '@playwright/test';
import type { Persona } from './analytics-helpers';

/** The sandbox's Cognito app client (src/config.ts sandboxIds) and the SDK's storage key prefix for it. */
const CLIENT_ID = 'lakbay-web';
const PREFIX = `CognitoIdentityServiceProvider.${CLIENT_ID}`;

/**
 * Signs a persona in without the login screen, for tests whose subject is another page: the password flow is
 * asked of the sandbox's Cognito over HTTP, and its tokens are put where the Cognito SDK keeps them (this tab's
 * sessionStorage, src/auth/auth-storage.ts), as a reload of a signed-in tab finds them. The next page the test
 * opens restores that session. About a page load and a half cheaper than signInWithPassword; the login screen
 * itself is covered by the auth specs and the auth chart's scenarios.
 */
export async function signInByApi(page: Page, persona: Persona): Promise<void> {
  const res = await page.request.post('/cognito', {
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    data: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: CLIENT_ID, AuthParameters: { USERNAME: persona.username, PASSWORD: persona.password } }),
  });
  if (!res.ok()) throw new Error(`Cognito InitiateAuth answered ${res.status()}: ${await res.text()}`);
  const { AuthenticationResult: r } = (await res.json()) as { AuthenticationResult?: { IdToken: string; AccessToken: string; RefreshToken: string } };
  if (!r) throw new Error(`Cognito InitiateAuth for ${persona.username} asked for a challenge, not a password sign-in`);
  // Any page of the app's origin that is not the app (sessionStorage belongs to the origin and this tab).
  await page.goto('/sandbox/api/health');
  await page.evaluate(
    ({ prefix, user, r }) => {
      sessionStorage.setItem(`${prefix}.${user}.idToken`, r.IdToken);
      sessionStorage.setItem(`${prefix}.${user}.accessToken`, r.AccessToken);
      sessionStorage.setItem(`${prefix}.${user}.refreshToken`, r.RefreshToken);
      sessionStorage.setItem(`${prefix}.${user}.clockDrift`, '0');
      sessionStorage.setItem(`${prefix}.LastAuthUser`, user);
    },
    { prefix: PREFIX, user: persona.username, r },
  );
}
