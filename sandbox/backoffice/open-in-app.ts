import type { Context } from 'hono';
import * as v from 'valibot';
import type { SandboxContext } from '../context';
import { initiateAuth } from '../cognito/flows';
import { DEFAULT_CLIENT_ID } from '../cognito/tokens';
import { errorResponse, HttpError } from '../platform/serve';
import { createPersona, personaKinds } from './personas';
import { savedPointKinds, savedPoints } from './saved-points';

/**
 * "Open in the app" (Storybook's maps and journey cards): GET /sandbox/open?kind=&at=&to= creates a fresh persona of
 * `kind` (at the saved point `at`, when given), signs it in with its password as the login screen would, and opens
 * the app at `to` (a path of the app). The page that answers puts the tokens where the Cognito SDK keeps them (this
 * tab's sessionStorage, as tests/e2e/session-helpers.ts does) from a script file (the CSP allows no inline script),
 * then replaces itself with `to`: the app restores the session there, and the chart takes the borrower to the state
 * the persona is in (a journey at a saved point resumes at that step). Sandbox only, like the rest of the back office.
 */
const SESSION_PREFIX = `CognitoIdentityServiceProvider.${DEFAULT_CLIENT_ID}`;

const query = v.object({
  kind: v.picklist(personaKinds, `Choose one of: ${personaKinds.join(', ')}.`),
  at: v.optional(v.picklist(savedPoints, `Choose one of: ${savedPoints.join(', ')}.`)),
  // A path of this origin only (no scheme, no `//host`): the page never sends anyone elsewhere.
  to: v.optional(v.pipe(v.string(), v.regex(/^\/(?![/\\])[^\s]*$/, 'Give a path of the app, starting with one /.')), '/'),
});

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const script = `(() => {
  const data = JSON.parse(document.getElementById('session').textContent);
  for (const [key, value] of Object.entries(data.storage)) sessionStorage.setItem(key, value);
  location.replace(data.to);
})();
`;

export function registerOpenInApp(ctx: SandboxContext): void {
  ctx.app.get('/sandbox/open/session.js', (c) => c.body(script, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }));
  ctx.app.get('/sandbox/open', async (c: Context) => {
    try {
      const parsed = v.safeParse(query, c.req.query());
      if (!parsed.success) throw new HttpError(400, 'VALIDATION', parsed.issues.map((i) => i.message).join(' '));
      const { kind, at, to } = parsed.output;
      if (at && !savedPointKinds.includes(kind)) throw new HttpError(400, 'VALIDATION', `A saved point needs one of: ${savedPointKinds.join(', ')}.`);
      const persona = createPersona(ctx, kind, { at });
      if (!persona.password) throw new HttpError(400, 'VALIDATION', `A ${kind} persona signs in by code: open the app and sign in as ${persona.username}.`);
      const signedIn = (await initiateAuth(ctx, {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: DEFAULT_CLIENT_ID,
        AuthParameters: { USERNAME: persona.username, PASSWORD: persona.password },
      })) as { AuthenticationResult?: { IdToken: string; AccessToken: string; RefreshToken: string } };
      const r = signedIn.AuthenticationResult;
      if (!r) throw new HttpError(500, 'SIGN_IN', `Signing ${persona.username} in asked for a challenge.`);
      const user = persona.username;
      const storage = {
        [`${SESSION_PREFIX}.${user}.idToken`]: r.IdToken,
        [`${SESSION_PREFIX}.${user}.accessToken`]: r.AccessToken,
        [`${SESSION_PREFIX}.${user}.refreshToken`]: r.RefreshToken,
        [`${SESSION_PREFIX}.${user}.clockDrift`]: '0',
        [`${SESSION_PREFIX}.LastAuthUser`]: user,
      };
      const data = JSON.stringify({ storage, to }).replace(/</g, '\\u003c');
      const who = `${kind}${at ? ` at ${at}` : ''}`;
      return c.html(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Opening the app</title></head><body>` +
          `<p>Opening the app as a fresh ${escapeHtml(who)} (${escapeHtml(user)}, password ${escapeHtml(persona.password)})…</p>` +
          `<script type="application/json" id="session">${data}</script><script src="/sandbox/open/session.js"></script></body></html>`,
        200,
        { 'cache-control': 'no-store' },
      );
    } catch (e) {
      return errorResponse(c, e);
    }
  });
}
