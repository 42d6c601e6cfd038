/**
 * Every string a journey's screens show, for copy review (Overview/Journey steps and copy). Collected by
 * rendering each routed state's seeded screen (the overview's seeds) on arrival and after each sample that keeps
 * the borrower on the same page (field errors, a server error, a retry), up to two events deep; see
 * tests/stories/journey-copy.test.tsx, which writes journey-copy.generated.json at `npm run generate` and fails
 * when a screen's copy changed without regenerating.
 */

export interface CopyLine {
  text: string;
  /** When the borrower sees it: 'On arrival', or the events that lead to it ("Continue (field errors)"). */
  when: string[];
  /** Quoted from the product spec (found there word for word). */
  spec?: true;
}

/** chart id → routed state id → the page's strings in reading order. */
export type JourneyCopy = Record<string, Record<string, CopyLine[]>>;

const inline = new Set([
  'SPAN',
  'STRONG',
  'EM',
  'B',
  'I',
  'A',
  'ABBR',
  'SMALL',
  'CODE',
  'BR',
  'SUP',
  'SUB',
  'MARK',
  'TIME',
  'DATA',
  'S',
  'U',
  'BDI',
]);
const skipped = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'svg', 'SVG']);
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

// Radix marks the page behind an open dialog aria-hidden (data-aria-hidden): still on screen, so still read.
const hidden = (el: Element) =>
  el.hasAttribute('hidden') ||
  (el.getAttribute('aria-hidden') === 'true' && !el.hasAttribute('data-aria-hidden')) ||
  (el as HTMLElement).style?.display === 'none';

/**
 * The visible strings of a rendered page in reading order: each block's own text with its inline children
 * ("Hello <strong>Ana</strong>!" is one string), plus what the borrower reads without text content (placeholders,
 * accessible names of icon buttons, images' alt text).
 */
export function visibleStrings(root: Element): string[] {
  const out: string[] = [];
  const inlineText = (el: Element): string =>
    [...el.childNodes]
      .map((n) =>
        n.nodeType === 3
          ? (n.textContent ?? '')
          : n.nodeType === 1 && inline.has((n as Element).tagName) && !hidden(n as Element)
            ? (n as Element).tagName === 'BR'
              ? ' '
              : inlineText(n as Element)
            : ' ',
      )
      .join('');
  // A block's string is its text with its inline children; inline elements are read as part of their block.
  const walk = (el: Element) => {
    if (skipped.has(el.tagName) || hidden(el)) return;
    if (!inline.has(el.tagName)) {
      const text = norm(inlineText(el));
      if (text) out.push(text);
    }
    for (const attr of ['placeholder', 'alt']) if (el.getAttribute(attr)) out.push(norm(el.getAttribute(attr)!));
    if (el.getAttribute('aria-label') && !norm(el.textContent ?? '')) out.push(norm(el.getAttribute('aria-label')!));
    for (const child of el.children) walk(child);
  };
  walk(root);
  return [...new Set(out)];
}
