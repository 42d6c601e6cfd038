/**
 * Fetches a screen's chunk ahead, by the screen's name (meta.screen). The router owns the loaders
 * (src/router/screens.ts) and registers them here when it loads; an area that reads ahead (the journey's next step,
 * src/journeys/prefetch-next-step.ts) calls `preloadScreen` without importing the router, which imports every area.
 * Before the router registers (a story, a test rendering one screen) it fetches nothing.
 */
type Preload = (name: string) => Promise<unknown>;
let preload: Preload = () => Promise.resolve(undefined);

export function registerScreenPreload(fn: Preload): void {
  preload = fn;
}

export const preloadScreen = (name: string): Promise<unknown> => preload(name);
