import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { importOnce } from '~/ui/platform/import-once';
import { registerScreenPreload } from '~/ui/platform/screen-preload';
import { routedStateList } from './route-table.generated';

/**
 * Screens are found by folder name (meta.screen): src/<area>/screens/<screen>/<screen>.screen.tsx (names are unique across areas: tests/consistency.test.ts), default export.
 * Each becomes its own chunk (route-level code splitting).
 */
type ScreenModule = { default: ComponentType };
// The public auth pages' screens load from the entry; every other screen's loader comes with a small chunk of its
// own (screens-signed-in.ts), read on first need: a routed state names its screen (route-table.generated.ts).
const modules = import.meta.glob<ScreenModule>('../auth/screens/*/*.screen.tsx');

const loaders = new Map<string, () => Promise<ScreenModule>>();
for (const [path, load] of Object.entries(modules)) {
  const match = /\/screens\/([^/]+)\/\1\.screen\.tsx$/.exec(path);
  if (match?.[1]) loaders.set(match[1], importOnce(load));
}
const signedInLoaders = importOnce(() => import('./screens-signed-in'));
const routedScreens = new Set(routedStateList.map((s) => s.meta.screen));
for (const name of routedScreens) {
  if (loaders.has(name)) continue;
  loaders.set(
    name,
    importOnce(async () => {
      const { signedInScreenLoaders } = await signedInLoaders();
      const load = signedInScreenLoaders.get(name);
      if (!load) throw new Error(`No screen '${name}'`);
      return load();
    }),
  );
}

/** Screens whose chunk has arrived (preloadScreen): rendered directly, so a page loaded before it renders never suspends. */
const loaded = new Map<string, ComponentType>();
const cache = new Map<string, ComponentType | LazyExoticComponent<ComponentType>>();
/**
 * The screen's component: the module's own export when its chunk is already there (the router's loader preloads
 * it), a lazy one otherwise. Decided once per screen, so a rendered screen never changes type (and remounts).
 * A prerendered page hydrates without suspending: the same markup, no fallback in between (src/app/hydration.ts).
 */
export function screenComponent(name: string): ComponentType | LazyExoticComponent<ComponentType> | null {
  const load = loaders.get(name);
  if (!load) return null;
  let component = cache.get(name);
  if (!component) {
    component = loaded.get(name) ?? lazy(load);
    cache.set(name, component);
  }
  return component;
}

/**
 * Starts loading a screen's chunk early (on route match), so the page is ready when the chart gets there. Every
 * navigation's loader asks again: each screen's loader is imported once (importOnce), so asking again costs no task.
 */
export const preloadScreen = (name: string): Promise<unknown> =>
  loaders.get(name)?.().then((m) => {
    if (!loaded.has(name)) loaded.set(name, m.default);
    return m;
  }) ?? Promise.resolve();
// The journey reads its next step's chunk ahead through src/ui/platform/screen-preload.ts (areas never import the router).
registerScreenPreload(preloadScreen);
