/**
 * One catalogued analytics event: its name, its Segment type (spec §3: track or page) and the ONLY property keys
 * it may carry. Anything else is dropped by the PII scrubber before it leaves the browser.
 */
export type SegmentType = 'track' | 'page';

export interface CatalogueEntry<N extends string = string> {
  readonly name: N;
  readonly type: SegmentType;
  readonly props: readonly string[];
}

export function track<const N extends string, const P extends readonly string[] = []>(
  name: N,
  props?: P,
): CatalogueEntry<N> & { readonly type: 'track' } {
  return { name, type: 'track', props: props ?? [] };
}

/** Keys every page view may carry (filled by the pipeline from state meta and the scrubbed URL). */
export const pageProps = ['path', 'title', 'journey', 'step', 'progress'] as const;

export function page<const N extends string>(name: N): CatalogueEntry<N> & { readonly type: 'page' } {
  return { name, type: 'page', props: pageProps };
}
