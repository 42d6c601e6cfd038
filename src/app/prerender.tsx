import { prerenderToNodeStream } from 'react-dom/static';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageSkeleton } from '~/router/route-view';
import { allRoutedStates } from '@machines/registry';
import { createMemoryHistory } from '@tanstack/react-router';
import { appElement } from '~/app/providers';
import { createQueryClient } from '~/app/query-client';
import { createRootActor } from '~/app/create-root-actor';
import { createAppRouter } from '~/router/create-router';
import { activeRoute } from '~/router/active-route';
import { prerenderKey } from './hydration';
import { islandElement, islandPage } from '~/islands/login-island';
import { memoryStorage } from './shell/browser';

/**
 * Build-time render of a public page's first screen (issue W2-F), run in Node by scripts/vite-documents.ts from an
 * SSR build of this module: the same charts, router and components as the browser (src/main.tsx), for a first-time
 * visitor (no session, no code request, no social sign-in in the URL). Returns null when the charts do not show
 * that page to such a visitor on their own (e.g. /verify-account needs a code request): it is then not prerendered.
 */
export interface Prerendered {
  /** The markup of #root. */
  html: string;
  /** prerenderKey of the state it shows: the browser hydrates only on the same key. */
  key: string;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return out;
}

export async function prerenderPage(route: string): Promise<Prerendered | null> {
  const queryClient = createQueryClient();
  const actor = createRootActor({
    queryClient,
    storage: memoryStorage(),
    input: { route },
    redirect: () => undefined,
  });
  const router = createAppRouter({
    actor,
    queryClient,
    history: createMemoryHistory({ initialEntries: [route] }),
    scrollRestoration: false,
  });
  actor.start();
  try {
    await router.load();
    const active = activeRoute(actor);
    const key = prerenderKey(actor);
    // A redirect (the charts are elsewhere) leaves no rendered match for this path.
    const match = router.state.matches.at(-1);
    if (match?.status !== 'success' || match.pathname !== route || active?.meta.route !== route || !key) return null;
    // The /login island's page renders the island's tree (src/islands/login.tsx hydrates it), the others the app's.
    const island = islandPage(actor);
    const { prelude } = await prerenderToNodeStream(island ? islandElement(island, queryClient) : appElement(router, queryClient));
    return { html: await readAll(prelude), key };
  } finally {
    actor.stop();
    queryClient.clear();
  }
}

/**
 * The frame of a signed-in page's document (scripts/vite-documents.ts, issue W3-D): the skeleton the app renders
 * first while the session, the account and the page load (src/router/route-view.tsx), with the page's title, so
 * React's first render replaces it with the same picture. The same for every borrower: no name, no figure.
 */
export function prerenderFrame(title: string | undefined): string {
  return renderToStaticMarkup(<PageSkeleton title={title} />);
}

/**
 * Every routed page's title (the charts' meta), by route: the signed-in documents carry it. A route whose states
 * title it differently (the loan offer: "Your loan offer", or "Accept your loan offer" for a pending approval) has
 * none: its frame shows no heading rather than a wrong one.
 */
export function routeTitles(): Record<string, string> {
  const titles = new Map<string, Set<string>>();
  for (const { meta } of allRoutedStates()) titles.set(meta.route, (titles.get(meta.route) ?? new Set()).add(meta.title));
  return Object.fromEntries([...titles].filter(([, t]) => t.size === 1).map(([route, t]) => [route, [...t][0]!]));
}
