import type { SsoProvider } from '../../src/api/contract/auth-service';

/**
 * The sandbox's stand-in for a provider's consent screen. Plain HTML form, no script and no inline style, so it
 * works under a CSP without 'unsafe-inline'. The tester picks how the sign-in ends.
 */
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const providerNames: Record<SsoProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

export const outcomes = [
  { value: 'success', label: 'Allow: sign in with the email below' },
  { value: 'UAS-E904', label: 'UAS-E904: SSO account or account does not exist' },
  { value: 'UAS-E905', label: 'UAS-E905: SSO account already exists' },
  { value: 'UAS-E906', label: 'UAS-E906: SSO account linked to email' },
  { value: 'UAS-E907', label: 'UAS-E907: SSO email already exists' },
  { value: 'SSO_DISABLED', label: 'SSO is disabled for the platform.' },
  { value: 'cancel', label: 'Cancel (the borrower closes the consent screen)' },
] as const;

export function consentPage(input: { provider: SsoProvider; state: string; csrfToken: string; email: string }): string {
  const name = providerNames[input.provider];
  const radios = outcomes
    .map(
      (o, i) =>
        `<div><input type="radio" id="outcome-${i}" name="outcome" value="${o.value}"${i === 0 ? ' checked' : ''}>` +
        ` <label for="outcome-${i}">${esc(o.label)}</label></div>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${name} (sandbox)</title></head>
<body>
<main>
<h1>Sign in with ${name}</h1>
<p>This is the Lakbay sandbox standing in for ${name}. Choose how this sign-in ends.</p>
<form method="post" action="/api/auth/callback/${input.provider}">
<input type="hidden" name="state" value="${esc(input.state)}">
<input type="hidden" name="csrfToken" value="${esc(input.csrfToken)}">
<fieldset><legend>Outcome</legend>
${radios}
</fieldset>
<p><label for="email">Email the provider shares</label><br>
<input type="email" id="email" name="email" value="${esc(input.email)}" autocomplete="email" required></p>
<p><label for="name">Name the provider shares</label><br>
<input type="text" id="name" name="name" value="Juan Dela Cruz" autocomplete="name"></p>
<button type="submit">Continue</button>
</form>
</main>
</body>
</html>`;
}
