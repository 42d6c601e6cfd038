import { expect, test, type Page } from '@playwright/test';
import { createPersona, signInWithPassword } from './analytics-helpers';

const RULE = '.jpg or .png or .pdf only. Max 10MB.';
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngOf(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from(PNG).copy(bytes, 0, 0, Math.min(size, PNG.length));
  return bytes;
}

/** The WCR persona lands on /wcr, whose first requirement is the government ID. */
/** Returns the persona's username (their own next document outcome, so this spec runs beside others). */
async function openWcr(page: Page, request: Parameters<typeof createPersona>[0]): Promise<string> {
  const persona = await createPersona(request, 'wcr');
  await signInWithPassword(page, persona);
  await page.goto('/wcr');
  await expect(page.getByRole('heading', { level: 1, name: 'Update your documents' })).toBeVisible();
  return persona.username;
}

test.describe('document upload rules', () => {
  for (const [name, file] of [
    ['a file of 10 MB + 1 byte', { name: 'big.png', mimeType: 'image/png', buffer: pngOf(10 * 1024 * 1024 + 1) }],
    ['an executable renamed .png', { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]) }],
    ['an empty file', { name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) }],
  ] as const) {
    test(`refuses ${name} with the rule message and stores nothing`, async ({ page, request }) => {
      await openWcr(page, request);
      // Nothing can be stored if nothing is sent: no presigned URL, no object PUT, no post-upload. (The sandbox's
      // own refusal of such files on PUT is covered by tests/sandbox/documents*.)
      const uploads: string[] = [];
      page.on('request', (r) => {
        if (r.method() !== 'GET' && /\/api\/v1\/documents|\/sandbox\/objects\//.test(r.url())) uploads.push(`${r.method()} ${r.url()}`);
      });
      await page.getByLabel('Upload your document').setInputFiles({ ...file, buffer: Buffer.from(file.buffer) });
      await expect(page.getByText(RULE).first()).toBeVisible();
      await expect(page.getByLabel('Upload your document')).toBeEnabled();
      expect(uploads).toEqual([]);
    });
  }
});

test.describe('document upload', () => {
  test('a valid ID uploads, the ID number is checked, then the selfie step follows', async ({ page, request }) => {
    await openWcr(page, request);
    await page.getByLabel('Upload your document').setInputFiles({ name: 'umid.png', mimeType: 'image/png', buffer: pngOf(64 * 1024) });
    await page.getByLabel(/ID number/).fill(`N01-${Date.now() % 100000000}`);
    await page.getByRole('button', { name: 'Check ID number' }).click();
    await expect(page.getByText('Received: we are checking it')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'Continue to camera' })).toBeVisible();
  });

  test('a quality result from the platform shows the spec message and asks for another file', async ({ page, request }) => {
    const user = await openWcr(page, request);
    expect((await request.post('/sandbox/api/next-outcomes', { data: { documentQuality: 'UNCLEAR', user } })).ok()).toBe(true);
    await page.getByLabel('Upload your document').setInputFiles({ name: 'umid.png', mimeType: 'image/png', buffer: pngOf(4096) });
    await page.getByLabel(/ID number/).fill(`N02-${Date.now() % 100000000}`);
    await page.getByRole('button', { name: 'Check ID number' }).click();
    await expect(page.getByText('ID image is unreadable. Please re-scan.').first()).toBeVisible();
    await expect(page.getByLabel('Choose another file')).toBeVisible();
  });
});
