// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createReplayScrubber, scrubUrl } from '~/analytics/replay-scrub';
import { recordOptions, type Recorder } from '~/analytics/session-monitor';

const el = (id: number, tagName: string, attributes: Record<string, unknown>, childNodes: unknown[] = [], isSVG?: boolean) => ({
  type: 2, id, tagName, attributes, childNodes, ...(isSVG ? { isSVG } : {}),
});
const text = (id: number, textContent: string) => ({ type: 3, id, textContent });
const full = (node: unknown) => ({ type: 2, timestamp: 1, data: { node, initialOffset: { top: 0, left: 0 } } });
const mutation = (data: Record<string, unknown>) => ({ type: 3, timestamp: 2, data: { source: 0, texts: [], attributes: [], removes: [], adds: [], ...data } });

describe('replay scrubber', () => {
  it('masks free-text attributes (amounts in aria-label, values, titles) and keeps structure', () => {
    const scrub = createReplayScrubber();
    const out = scrub(full(el(1, 'a', {
      class: 'card', role: 'link', 'aria-expanded': 'false', 'data-state': 'open',
      'aria-label': 'See details of the ₱10,000 loan taken on 1 Jan', title: 'Maria Santos', value: '+639171234567',
      'aria-valuenow': '150000', 'data-user': 'maria@example.com', href: '/loans/abc?token=eyJx#frag',
    })));
    const attributes = (out!.data as { node: { attributes: Record<string, string> } }).node.attributes;
    expect(attributes).toMatchObject({ class: 'card', role: 'link', 'aria-expanded': 'false', 'data-state': 'open', href: '/loans/abc' });
    for (const key of ['aria-label', 'title', 'value', 'aria-valuenow', 'data-user']) expect(attributes[key], key).toMatch(/^[*\s]+$/);
  });

  it('masks text everywhere except stylesheet text, also in later mutations', () => {
    const scrub = createReplayScrubber();
    const snapshot = scrub(full(el(1, 'html', {}, [el(2, 'style', {}, [text(3, '.a{color:red}')]), el(4, 'p', {}, [text(5, 'Hi Maria')])])));
    expect(JSON.stringify(snapshot)).toContain('.a{color:red}');
    expect(JSON.stringify(snapshot)).not.toContain('Maria');
    const later = scrub(mutation({
      texts: [{ id: 5, value: 'Juan Cruz' }, { id: 3, value: '.b{color:blue}' }],
      adds: [{ parentId: 4, nextId: null, node: text(6, '09171234567') }, { parentId: 2, nextId: null, node: text(7, '.c{}') }],
      attributes: [{ id: 4, attributes: { 'aria-label': 'Juan', class: 'x', style: { color: 'red' } } }],
    }));
    const json = JSON.stringify(later);
    expect(json).not.toMatch(/Juan|Cruz|0917/);
    expect(json).toContain('.b{color:blue}');
    expect(json).toContain('.c{}');
    expect(json).toContain('"class":"x"');
  });

  it('keeps icon geometry on SVG elements but not their labels', () => {
    const scrub = createReplayScrubber();
    const out = JSON.stringify(scrub(full(el(1, 'svg', { viewBox: '0 0 24 24', 'aria-label': 'Maria' }, [el(2, 'path', { d: 'M0 0L24 24', fill: 'none' }, [], true)], true))));
    expect(out).toContain('M0 0L24 24');
    expect(out).toContain('"fill":"none"');
    expect(out).not.toContain('Maria');
  });

  it('strips queries and fragments from URLs, and drops data:, blob:, mailto: and tel: URLs', () => {
    expect(scrubUrl('http://127.0.0.1:5173/verify-account?token=abc#t')).toBe('http://127.0.0.1:5173/verify-account');
    expect(scrubUrl('/assets/index-abc.css')).toBe('/assets/index-abc.css');
    expect(scrubUrl('#icon-check')).toBe('#icon-check');
    for (const url of ['data:image/png;base64,AAAA', 'blob:http://x/1', 'mailto:maria@example.com', 'tel:+639171234567', 'javascript:alert(1)']) {
      expect(scrubUrl(url), url).toBe('');
    }
    const scrub = createReplayScrubber();
    const out = JSON.stringify(scrub(full(el(1, 'img', { src: 'data:image/jpeg;base64,/9j/selfie', srcset: 'a.png 1x' }))));
    expect(out).not.toContain('selfie');
    expect(out).not.toContain('srcset');
  });

  it('drops events the app never sends and malformed ones', () => {
    const scrub = createReplayScrubber();
    expect(scrub({ type: 5, timestamp: 1, data: { tag: 'identify', payload: { email: 'a@b.co' } } })).toBeNull();
    expect(scrub({ type: 6, timestamp: 1, data: { plugin: 'rrweb/console@1', payload: {} } })).toBeNull();
    expect(scrub({ type: 3, timestamp: 1, data: { source: 11 } })).toBeNull();
    expect(scrub({ type: 3, timestamp: 1, data: { source: 10, family: 'x' } })).toBeNull();
    expect(scrub({ type: 4, data: {} })).toBeNull();
    expect(scrub('nope')).toBeNull();
  });
});

describe('with the real recorder (rrweb in jsdom)', () => {
  it('records a page with personal data and neither the typed value nor the page text survives', async () => {
    document.body.innerHTML = `
      <main><h1>Hi Maria Santos</h1>
      <p class="amount">₱150,000.00</p>
      <a href="/loans/1?token=eyJhbGciOi" aria-label="See details of the ₱10,000 loan">details</a>
      <label for="phone">Mobile number</label><input id="phone" type="tel" value="">
      <input id="email" type="email" value="maria.santos@example.com">
      <video></video></main>`;
    const { record } = await import('rrweb');
    const scrub = createReplayScrubber();
    const events: unknown[] = [];
    const raw: unknown[] = [];
    const stop = (record as unknown as Recorder)({ ...recordOptions, emit: (e) => void (raw.push(e), events.push(scrub(e))) });
    const phone = document.querySelector<HTMLInputElement>('#phone')!;
    phone.value = '09171234567';
    phone.dispatchEvent(new Event('input', { bubbles: true }));
    document.querySelector('h1')!.textContent = 'Hi Juan Cruz';
    await new Promise((r) => setTimeout(r, 50));
    stop?.();
    const json = JSON.stringify(events);
    // rrweb's own options already mask text and inputs; attributes and URLs are the scrubber's part.
    const rawJson = JSON.stringify(raw);
    for (const secret of ['Maria', 'Juan', '09171234567', 'maria.santos@example.com', '150,000']) expect(rawJson, secret).not.toContain(secret);
    expect(rawJson).toContain('10,000');
    expect(raw.some((e) => (e as { type: number; data: { source?: number } }).type === 3 && (e as { data: { source?: number } }).data.source === 5)).toBe(true);
    expect(events.some((e) => (e as { type: number } | null)?.type === 2)).toBe(true);
    expect(json).toContain('Mobile number'.replace(/\S/g, '*'));
    for (const secret of ['Maria', 'Santos', 'Juan', 'Cruz', '09171234567', '0917', 'example.com', '150,000', '10,000', 'eyJhbGciOi']) {
      expect(json, secret).not.toContain(secret);
    }
  });
});
