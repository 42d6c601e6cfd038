import type { AnyActorRef } from 'xstate';
import { activeRoute } from '~/router/active-route';

/**
 * Prerendered public pages (issue W2-F): the build renders a page's first screen into its document
 * (src/app/prerender.tsx, scripts/vite-documents.ts) and marks the root with the key of the chart state it rendered.
 * The browser hydrates that markup only when its own charts reached the same page in the same state (same key);
 * otherwise (a signed-in visitor, a reloaded code page, a social sign-in returning) it renders afresh, as before.
 */
export const PRERENDER_ATTRIBUTE = 'data-prerendered';
/** A style attribute of the prerendered markup, carried as data (scripts/vite-documents.ts styleAttributesToRules). */
export const PRERENDER_STYLE_ATTRIBUTE = 'data-prerender-style';

/**
 * The page the charts are on and everything its screen renders from: route, state and the owning chart's context.
 * Equal keys mean equal markup; a short hash keeps the attribute small (it is not a secret, only a comparison).
 */
export function prerenderKey(root: AnyActorRef): string | null {
  const route = activeRoute(root);
  if (!route) return null;
  const snapshot = route.actor.getSnapshot() as { context?: unknown; value?: unknown };
  return hash(JSON.stringify([route.meta.route, route.stateId, snapshot.value, snapshot.context ?? null]));
}

/** FNV-1a, 32 bits, as 8 hex digits. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Whether #root holds a prerendered screen (scripts/vite-documents.ts) still waiting for React. */
export const isPrerendered = (container: Element) => container.hasAttribute(PRERENDER_ATTRIBUTE);

/**
 * True when the charts reached the page the build rendered, in the same state (same key): the markup can be hydrated.
 * It is then made ready: style attributes travel as data (the CSP blocks parsed ones) and go into the CSSOM before
 * React compares markup, and the root stops being marked prerendered (whoever renders next renders afresh).
 */
export function readyToHydrate(container: HTMLElement, root: AnyActorRef): boolean {
  const prerendered = container.getAttribute(PRERENDER_ATTRIBUTE);
  container.removeAttribute(PRERENDER_ATTRIBUTE);
  if (!prerendered || prerenderKey(root) !== prerendered) return false;
  for (const el of container.querySelectorAll<HTMLElement>(`[${PRERENDER_STYLE_ATTRIBUTE}]`)) {
    el.style.cssText = el.getAttribute(PRERENDER_STYLE_ATTRIBUTE) ?? '';
    el.removeAttribute(PRERENDER_STYLE_ATTRIBUTE);
  }
  return true;
}
