import { describe, expect, it } from 'vitest';
import { checkUpload, detectKind, EMPTY_FILE_MESSAGE, kindFromName, MAX_UPLOAD_BYTES, UPLOAD_RULE_MESSAGE } from '~/domain/upload-rules';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const pdf = new TextEncoder().encode('%PDF-1.7');
const exe = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]); // MZ
const elf = Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);

describe('upload rules', () => {
  it('uses the spec message and 1 KB = 1024 bytes', () => {
    expect(UPLOAD_RULE_MESSAGE).toBe('.jpg or .png or .pdf only. Max 10MB.');
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
  });

  it('recognises jpg, png and pdf by content, nothing else', () => {
    expect(detectKind(png)).toBe('png');
    expect(detectKind(jpg)).toBe('jpg');
    expect(detectKind(pdf)).toBe('pdf');
    expect(detectKind(exe)).toBeNull();
    expect(detectKind(elf)).toBeNull();
    expect(detectKind(png.subarray(0, 4))).toBeNull();
    expect(kindFromName('ID.JPEG')).toBe('jpg');
    expect(kindFromName('payslip.pdf')).toBe('pdf');
    expect(kindFromName('photo.png.exe')).toBeNull();
    expect(kindFromName('noextension')).toBeNull();
  });

  it('accepts exactly 10 MB and refuses one byte more', () => {
    expect(checkUpload({ size: MAX_UPLOAD_BYTES, head: png, name: 'a.png' })).toEqual({ ok: true, kind: 'png', contentType: 'image/png' });
    expect(checkUpload({ size: MAX_UPLOAD_BYTES + 1, head: png, name: 'a.png' })).toEqual({ ok: false, reason: 'TOO_LARGE', message: UPLOAD_RULE_MESSAGE });
  });

  it('refuses an executable renamed .png, a real image with a wrong name, and an empty file', () => {
    expect(checkUpload({ size: 5000, head: exe, name: 'selfie.png' })).toMatchObject({ ok: false, reason: 'TYPE', message: UPLOAD_RULE_MESSAGE });
    expect(checkUpload({ size: 5000, head: elf, name: 'id.jpg' })).toMatchObject({ ok: false, reason: 'TYPE' });
    expect(checkUpload({ size: 5000, head: png, name: 'id.gif' })).toMatchObject({ ok: false, reason: 'TYPE' });
    expect(checkUpload({ size: 0, head: new Uint8Array(), name: 'id.png' })).toEqual({ ok: false, reason: 'EMPTY', message: EMPTY_FILE_MESSAGE });
  });

  it('judges by content alone when no name is known', () => {
    expect(checkUpload({ size: 10, head: pdf })).toMatchObject({ ok: true, kind: 'pdf' });
  });
});
