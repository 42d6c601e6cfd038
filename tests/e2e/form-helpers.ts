import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A fresh mobile number per test, so tests never share OTP counters or lockouts. */
export const randomPhone = () => `09${String(Math.floor(100_000_000 + Math.random() * 899_999_999))}`;
export const e164 = (local: string) => `+63${local.slice(1)}`;

/**
 * The newest code the sandbox sent `to` (of `purpose` when given), waiting until one arrives. `to` is a phone number
 * (E.164), an e-mail or a username: the inbox answers with every address of that account. Other tests run beside
 * this one, so the whole inbox is never read: its newest code may be another borrower's.
 */
export async function latestCode(request: APIRequestContext, to: string, purpose?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/sandbox/api/inbox?to=${encodeURIComponent(to)}`);
      const rows = (await res.json()) as Array<{ code: string; purpose: string }>; // newest first
      code = rows.find((r) => !purpose || r.purpose === purpose)?.code;
      return code;
    }, { message: `a ${purpose ?? ''} code for ${to} in the sandbox inbox` })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Types as a person does, key by key. */
export async function type(field: Locator, text: string) {
  await field.click();
  await field.pressSequentially(text);
}

/** Radix select: opened from the keyboard, the option picked with Enter. */
export async function chooseByKeyboard(page: Page, scope: Page | Locator, label: string, option: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.focus();
  await box.press('Enter');
  await page.getByRole('option', { name: option, exact: true }).press('Enter');
  await expect(box).toContainText(option);
}
