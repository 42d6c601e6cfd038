import type { Context, Plugin } from '@segment/analytics-next';
import { truncateUserAgent } from '~/ui/platform/user-agent';
import { scrubUrl } from './pii';

/**
 * Last line of defence inside Segment: the library adds `context.page` (url, search, referrer) to EVERY event from
 * `location`, and query strings carry one-time tokens, SSO codes and redirect targets. This enrichment runs after
 * Segment's own and leaves only origin + path, and cuts `context.userAgent` to the spec's 500 characters. Type-only import: this file stays out of the first-load bundle.
 */
export function createPiiGuardPlugin(origin: string): Plugin {
  const clean = (ctx: Context): Context => {
    // Segment copies navigator.userAgent whole (10,013 characters seen from an in-app browser); spec: at most 500.
    const context = ctx.event.context as Record<string, unknown> | undefined;
    if (context && typeof context.userAgent === 'string') context.userAgent = truncateUserAgent(context.userAgent);
    const page = ctx.event.context?.page as Record<string, unknown> | undefined;
    if (page) {
      const url = scrubUrl(typeof page.url === 'string' ? page.url : '/', origin);
      page.url = url.url;
      page.path = url.path;
      page.search = '';
      page.referrer = typeof page.referrer === 'string' && page.referrer ? scrubUrl(page.referrer, origin).url : '';
    }
    const props = ctx.event.properties as Record<string, unknown> | undefined;
    if (props && ctx.event.type === 'page') {
      if (typeof props.url === 'string') props.url = scrubUrl(props.url, origin).url;
      props.search = '';
      props.referrer = '';
    }
    return ctx;
  };
  return {
    name: 'Lakbay PII guard',
    type: 'enrichment',
    version: '1.0.0',
    isLoaded: () => true,
    load: () => Promise.resolve(),
    track: clean,
    page: clean,
    identify: clean,
    group: clean,
    alias: clean,
    screen: clean,
  };
}
