import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { bootBrowser } from '~/app/boot';
import { hasStoredSession } from '~/auth';
import { readyToHydrate } from '~/app/hydration';
import { afterFirstPaint } from '~/ui/platform/after-first-paint';
import { trackPageView } from '~/analytics/lazy';
import { activeRoute, watchChain } from '~/router/active-route';
import { settled } from '~/router/navigation';
import { islandElement, islandFailed, islandPage } from './login-island';

/**
 * The /login document's entry (issue #21 W2-F): the same boot and root chart as the app (src/app/boot.ts), the
 * prerendered login screen hydrated on the auth chart, and no router. While the charts stay on /login the island
 * renders them; when they go anywhere else (the code page, register, signed in, ...) it hands the same running chart
 * to the app (src/app/mount-app.tsx), which renders from there: nothing typed, no code challenge, no redirect is lost.
 * A tab with a session goes to the app at once (it sends the borrower where they belong).
 */
const booted = bootBrowser();
const { actor, queryClient } = booted;
const container = document.getElementById('root')!;
const app = () => import('~/app/mount-app');
let root: Root | undefined;
let stopWatching: (() => void) | undefined;
let handedOver = false;

function handOver() {
  if (handedOver) return;
  handedOver = true;
  stopWatching?.();
  // The router starts from the address bar: put the charts' page there first, so it is not read as a request for
  // /login. A forward move, as in the app: Back returns to /login (a chart event).
  const page = activeRoute(actor);
  if (page && page.path !== location.pathname) history.pushState(null, '', page.path);
  // The login screen stays until the app replaces it (the chunk is usually prefetched by then).
  void app().then(
    (m) => {
      root?.unmount();
      // After a page the island rendered, the app's first page is a move (focus on its heading).
      m.mountApp(booted, container, { handover: root !== undefined });
    },
    (error: unknown) => {
      // The app's code did not arrive (a dropped connection): never a login screen that no longer answers, nor a
      // reload loop — the error page, whose Try again loads the page the charts moved to (the session is kept).
      console.error('Lakbay could not load the app', error);
      root?.unmount();
      root = createRoot(container);
      container.removeAttribute('inert');
      root.render(islandFailed());
    },
  );
}

function show() {
  const page = islandPage(actor);
  if (!page) return handOver();
  let shown = false;
  const onShown = () => {
    if (shown) return;
    shown = true;
    container.removeAttribute('inert');
    trackPageView(page.meta, location.href);
  };
  if (readyToHydrate(container, actor)) root = hydrateRoot(container, islandElement(page, queryClient, onShown));
  else {
    root = createRoot(container);
    root.render(islandElement(page, queryClient, onShown));
  }
  stopWatching = watchChain(actor, () => islandPage(actor) === null && handOver());
  // The borrower will most likely sign in: the signed-in chunk and the app itself load after the first input (or a
  // quiet page after load), never in the way of the first paint or the first tap.
  afterFirstPaint(() => {
    void actor.prefetchSignedIn();
    void app();
  });
}

actor.start();
if (hasStoredSession()) handOver();
else void settled(actor).then(show);
