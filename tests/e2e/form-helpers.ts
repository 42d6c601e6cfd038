import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A fresh mobile number per test, so tests never share OTP counters or lockouts. */
export const randomPhone = () => `09${String(Math.floor(100_000_000 + Math.random() * 899_999_999))}`;
export const e164 = (local: string) => `+63${local.slice(1)}`;

/** The newest code the sandbox inbox holds for `to` (waits until one arrives). */
export async function latestCodeTo(request: APIRequestContext, to: string): Promise<string> {
  await expect
    .poll(async () => ((await (await request.get('/sandbox/api/inbox')).json()) as { to: string }[]).some((m) => m.to === to))
    .toBe(true);
  const inbox = (await (await request.get('/sandbox/api/inbox')).json()) as { to: string; code: string }[];
  return inbox.find((m) => m.to === to)!.code;
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
