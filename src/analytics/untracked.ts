/**
 * Spec §2: "The email-verification-without-token page is not tracked." Our decision (docs/decisions.md):
 * that page is /verify-account opened without a `token` query parameter, the screen a borrower sees when the
 * link from the verification email was cut or opened on another device. With a token it is tracked as usual
 * (the token itself never leaves: page URLs are sent without their query).
 */
export const emailVerificationPath = '/verify-account';

export function isUntrackedPage(url: string, base = 'http://localhost'): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return false;
  }
  const path = parsed.pathname.replace(/\/+$/, '') || '/';
  return path.toLowerCase() === emailVerificationPath && !parsed.searchParams.get('token')?.trim();
}
