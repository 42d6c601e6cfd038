import { Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useRouter } from '@tanstack/react-router';
import type { StateMeta } from '@machines/shared/meta';
import { Button, HeaderAsideContext, Heading, PageLayout, SkeletonGroup, Text } from '~/ui';
import { ChartProvider } from '~/app/use-chart';
import { ErrorBoundary } from '~/app/error-boundary';
import type { RouterContext } from './router-context';
import { screenComponent } from './screens';
import { retryErrored } from './active-route';

/**
 * A signed-in page's document paints this frame with the page's title before any script (scripts/vite-documents.ts,
 * issue W3-D). The app's first renders keep that title on their skeleton while the URL is still the document's and no
 * page has been shown, so the heading does not vanish and come back; `mount-app.tsx` reads it from the document.
 */
let frame: { path: string; title: string } | null = null;
export const keepFrameTitle = (path: string, title: string | null | undefined) => void (frame = title ? { path, title } : null);
const frameTitle = () => (frame && typeof location !== 'undefined' && location.pathname === frame.path ? frame.title : undefined);

export function PageSkeleton({ title = frameTitle() }: { title?: string | undefined } = {}) {
  return (
    <PageLayout>
      {title ? <Heading level={1}>{title}</Heading> : null}
      <SkeletonGroup />
    </PageLayout>
  );
}

function ChartsError({ onRetry }: { onRetry: () => void }) {
  return (
    <PageLayout>
      <Heading level={1}>We could not load this page</Heading>
      <Text>Check your connection, then try again. Nothing you entered has been lost.</Text>
      <Button onClick={onRetry}>Try again</Button>
    </PageLayout>
  );
}

/** Every signed-in page offers it, in one wording (spec: "log in", so "Log out"; docs/decisions.md). */
function LogOut({ root }: { root: RouterContext['routes']['root'] }) {
  return (
    <Button variant="ghost" onClick={() => root.send({ type: 'session.signOut' })}>
      Log out
    </Button>
  );
}

let firstPage = true;
/** The app takes over a page already shown (the /login island's, src/app/mount-app.tsx): its first page is a move. */
export const pageShownBefore = () => void (firstPage = false);

/**
 * After a page renders: its title, focus on its heading (not on the first load), and the page view. The page view's
 * URL is the router's location the page rendered for (`href`), not the address bar's: the browser's history can still
 * hold the page before for a moment when the next screen is already loaded (a prefetched step rendered first).
 */
function PageEffects({ meta, href, onPageView }: { meta: StateMeta; href: string; onPageView?: RouterContext['onPageView'] }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    frame = null;
    document.title = `${meta.title} | Lakbay`;
    onPageView?.(meta, new URL(href, location.origin).href);
    if (firstPage) {
      firstPage = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
    }
  }, [meta, href, onPageView]);
  return null;
}

/** Every route renders this: the screen of the page the charts are on, wired to the actor that owns it. */
export function RouteView() {
  const router = useRouter();
  const context = router.options.context as RouterContext;
  const { routes } = context;
  const state = useSyncExternalStore(routes.subscribe, routes.get, routes.get);
  const pathname = useLocation({ select: (l) => l.pathname });
  const href = useLocation({ select: (l) => l.href });

  if (state.error) return <ChartsError onRetry={() => retryErrored(routes.root)} />;
  const route = state.route;
  // The URL is catching up with the chart (or the other way round): show the frame, not a wrong screen.
  if (!route || route.path !== pathname) return <PageSkeleton />;
  const Screen = screenComponent(route.meta.screen);
  if (!Screen) throw new Error(`No screen '${route.meta.screen}' for ${route.meta.route}`);
  const signedIn = (routes.root.getSnapshot() as { matches?: (v: string) => boolean }).matches?.('signedIn') ?? false;
  return (
    <ChartProvider actor={route.actor}>
      <HeaderAsideContext.Provider value={signedIn ? <LogOut root={routes.root} /> : null}>
        {/* A screen that crashes gets the product's recoverable error page (not the router's bare default); moving
            to another page leaves it. */}
        <ErrorBoundary homeHref={signedIn ? '/home' : '/'} resetKey={route.stateId} onError={(error) => console.error('Lakbay screen crashed', error)}>
          <Suspense fallback={<PageSkeleton />}>
            <Screen key={route.stateId} />
            <PageEffects key={`${route.stateId}:${route.actor.id}`} meta={route.meta} href={href} onPageView={context.onPageView} />
          </Suspense>
        </ErrorBoundary>
      </HeaderAsideContext.Provider>
    </ChartProvider>
  );
}
