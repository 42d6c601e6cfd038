import type { CaptchaChallenge } from '@machines/auth/failure';
import { config } from '~/config';

/**
 * Where a captcha challenge comes from after UAS-E512 (config.captchaUrl). The sandbox serves a small arithmetic
 * question; production sets VITE_CAPTCHA_URL to its provider's equivalent (same {id, question} shape).
 */
const url = config.captchaUrl;

export async function fetchCaptcha(): Promise<CaptchaChallenge | undefined> {
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!res.ok) return undefined;
    const body = (await res.json()) as Partial<CaptchaChallenge>;
    return typeof body.id === 'string' && typeof body.question === 'string' ? { id: body.id, question: body.question } : undefined;
  } catch {
    return undefined;
  }
}
