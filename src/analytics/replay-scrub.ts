/**
 * The last guard between rrweb and the network (spec §9: user input masked; docs/decisions.md "Session
 * monitoring"). rrweb's own options already mask every input and every text node; this pass also covers what rrweb
 * leaves alone: attribute values (`aria-label="See details of the ₱10,000 loan"`, `aria-valuenow`, `title`, `alt`,
 * `value`, `data-*`), URLs (query strings and fragments hold one-time tokens and SSO codes; data:/blob: images could
 * be a selfie), and event kinds the sink does not take (canvas, fonts, console logs, custom and plugin events).
 * It works on rrweb's serialized form, so it is pure and testable without a DOM.
 */

/** rrweb EventType / IncrementalSource / NodeType numbers (stable wire values of rrweb 2). */
const EventType = { DomContentLoaded: 0, Load: 1, FullSnapshot: 2, IncrementalSnapshot: 3, Meta: 4 } as const;
const Source = { Mutation: 0, Input: 5, CanvasMutation: 9, Font: 10, Log: 11 } as const;
const NodeType = { Element: 2, Text: 3, CDATA: 4, Comment: 5 } as const;
const droppedSources = new Set<number>([Source.CanvasMutation, Source.Font, Source.Log]);

/** Every visible character becomes '*' (whitespace kept, as rrweb's own mask does). */
export const mask = (text: string): string => text.replace(/\S/g, '*');

/** Attributes whose values are structure, never content. Anything else is masked. */
const structural = new Set([
  'class', 'id', 'style', 'type', 'role', 'rel', 'for', 'name', 'tabindex', 'dir', 'lang', 'hidden', 'disabled',
  'readonly', 'required', 'checked', 'selected', 'multiple', 'autocomplete', 'inputmode', 'enterkeyhint',
  'autocapitalize', 'spellcheck', 'maxlength', 'minlength', 'step', 'width', 'height', 'colspan', 'rowspan', 'scope',
  'target', 'media', 'crossorigin', 'charset', 'method', 'novalidate', 'open', 'draggable', 'contenteditable',
  'autofocus', 'loading', 'decoding', 'as', 'sizes', 'accept', 'translate', 'viewbox', 'xmlns', 'focusable',
  'aria-hidden', 'aria-expanded', 'aria-controls', 'aria-describedby', 'aria-labelledby', 'aria-current',
  'aria-selected', 'aria-checked', 'aria-pressed', 'aria-invalid', 'aria-required', 'aria-disabled', 'aria-live',
  'aria-atomic', 'aria-busy', 'aria-haspopup', 'aria-modal', 'aria-orientation', 'aria-level', 'aria-posinset',
  'aria-setsize', 'aria-autocomplete', 'aria-activedescendant', 'aria-owns', 'aria-readonly', 'aria-multiselectable',
  'aria-relevant', 'aria-errormessage', 'aria-details', 'aria-keyshortcuts', 'aria-sort',
  'data-state', 'data-orientation', 'data-side', 'data-align', 'data-disabled', 'data-highlighted', 'data-invalid',
  'data-placeholder', 'data-private', 'data-private-block',
  // rrweb's own bookkeeping: stylesheet text, blocked-element sizes, scroll and media state.
  '_csstext', 'rr_width', 'rr_height', 'rr_scrollleft', 'rr_scrolltop', 'rr_mediastate', 'rr_mediacurrenttime',
  'rr_mediaplaybackrate', 'rr_mediamuted', 'rr_medialoop', 'rr_mediavolume', 'rr_open_mode',
]);
/** Free text even on SVG elements. */
const freeText = /^(aria-|data-|title$|alt$|value$|content$|label$|placeholder$)/;
const urlAttributes = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background']);
const droppedAttributes = new Set(['srcset', 'rr_dataurl', 'rr_src', 'nonce']);

/** Origin and path only; fragment-only references (`#icon`) kept; data:, blob:, javascript:, mailto:, tel: removed. */
export function scrubUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed.startsWith('#')) return /^#[\w-]*$/.test(trimmed) ? trimmed : '#';
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^https?:/i.test(trimmed)) return '';
  return trimmed.replace(/[?#].*$/s, '');
}

function scrubAttribute(name: string, value: unknown, svg: boolean): unknown {
  if (typeof value !== 'string') return value; // null (removed) or rrweb's style-diff object
  const key = name.toLowerCase();
  if (droppedAttributes.has(key)) return '';
  if (urlAttributes.has(key)) return scrubUrl(value);
  if (structural.has(key) || key.startsWith('data-radix-')) return value;
  if (svg && !freeText.test(key)) return value; // path data, fills, transforms of icons
  return mask(value);
}

function scrubAttributes(attributes: unknown, svg: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!attributes || typeof attributes !== 'object') return out;
  for (const [name, value] of Object.entries(attributes as Record<string, unknown>)) {
    const scrubbed = scrubAttribute(name, value, svg);
    if (scrubbed !== '' || value === '') out[name] = scrubbed;
  }
  return out;
}

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => !!x && typeof x === 'object' && !Array.isArray(x);

/**
 * A stateful scrubber for one recording: it remembers which node ids are elements (and which are <style>/<script>
 * or SVG) so text and attribute mutations of later incremental events are judged like the full snapshot.
 * Returns the scrubbed event, or null for an event that must not leave the browser.
 */
export function createReplayScrubber(): (event: unknown) => Json | null {
  const elements = new Map<number, { tag: string; svg: boolean }>();
  const codeTexts = new Set<number>(); // text nodes inside <style> / <script>: CSS, not content

  function node(n: unknown, parentTag: string | undefined): Json | null {
    if (!isObject(n)) return null;
    const out: Json = { ...n };
    const id = typeof n.id === 'number' ? n.id : undefined;
    if (n.type === NodeType.Element) {
      const tag = String(n.tagName ?? '').toLowerCase();
      const svg = n.isSVG === true;
      if (id !== undefined) elements.set(id, { tag, svg });
      out.attributes = scrubAttributes(n.attributes, svg);
    } else if (n.type === NodeType.Text || n.type === NodeType.CDATA || n.type === NodeType.Comment) {
      const code = n.type === NodeType.Text && (parentTag === 'style' || parentTag === 'script');
      if (code && id !== undefined) codeTexts.add(id);
      if (typeof n.textContent === 'string' && !code) out.textContent = mask(n.textContent);
    }
    if (Array.isArray(n.childNodes)) {
      const tag = n.type === NodeType.Element ? String(n.tagName ?? '').toLowerCase() : undefined;
      out.childNodes = n.childNodes.map((c) => node(c, tag)).filter((c): c is Json => c !== null);
    }
    return out;
  }

  function mutation(data: Json): Json {
    const adds = Array.isArray(data.adds) ? data.adds : [];
    const texts = Array.isArray(data.texts) ? data.texts : [];
    const attributes = Array.isArray(data.attributes) ? data.attributes : [];
    return {
      ...data,
      adds: adds
        .filter(isObject)
        .map((a) => ({ ...a, node: node(a.node, typeof a.parentId === 'number' ? elements.get(a.parentId)?.tag : undefined) }))
        .filter((a) => a.node !== null),
      texts: texts.filter(isObject).map((t) => ({
        ...t,
        value: typeof t.value === 'string' && !(typeof t.id === 'number' && codeTexts.has(t.id)) ? mask(t.value) : t.value,
      })),
      attributes: attributes.filter(isObject).map((a) => ({
        ...a,
        attributes: scrubAttributes(a.attributes, typeof a.id === 'number' && elements.get(a.id)?.svg === true),
      })),
    };
  }

  return (event) => {
    if (!isObject(event) || !isObject(event.data) || typeof event.timestamp !== 'number') return null;
    const data = event.data;
    switch (event.type) {
      case EventType.DomContentLoaded:
      case EventType.Load:
        return { ...event, data: {} };
      case EventType.Meta:
        return { ...event, data: { ...data, href: typeof data.href === 'string' ? scrubUrl(data.href) : '' } };
      case EventType.FullSnapshot:
        elements.clear();
        codeTexts.clear();
        return { ...event, data: { ...data, node: node(data.node, undefined) } };
      case EventType.IncrementalSnapshot: {
        const source = typeof data.source === 'number' ? data.source : -1;
        if (droppedSources.has(source) || source < 0) return null;
        if (source === Source.Mutation) return { ...event, data: mutation(data) };
        if (source === Source.Input) return { ...event, data: { ...data, ...(typeof data.text === 'string' ? { text: mask(data.text) } : {}) } };
        return event;
      }
      default:
        return null; // Custom, Plugin, Asset, Annotation: nothing the app records
    }
  };
}
