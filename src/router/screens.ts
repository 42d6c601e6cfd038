import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Screens are found by folder name (meta.screen): src/<area>/screens/<screen>/<screen>.screen.tsx (names are unique across areas: tests/consistency.test.ts), default export.
 * Each becomes its own chunk (route-level code splitting).
 */
type ScreenModule = { default: ComponentType };
const modules = import.meta.glob<ScreenModule>('../*/screens/*/*.screen.tsx');

const loaders = new Map<string, () => Promise<ScreenModule>>();
for (const [path, load] of Object.entries(modules)) {
  const match = /\/screens\/([^/]+)\/\1\.screen\.tsx$/.exec(path);
  if (match?.[1]) loaders.set(match[1], load);
}

const cache = new Map<string, LazyExoticComponent<ComponentType>>();
export function screenComponent(name: string): LazyExoticComponent<ComponentType> | null {
  const load = loaders.get(name);
  if (!load) return null;
  let component = cache.get(name);
  if (!component) {
    component = lazy(load);
    cache.set(name, component);
  }
  return component;
}

/** Starts loading a screen's chunk early (on route match), so the page is ready when the chart gets there. */
export const preloadScreen = (name: string): Promise<unknown> => loaders.get(name)?.() ?? Promise.resolve();
