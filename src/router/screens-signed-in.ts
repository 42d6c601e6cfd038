import type { ComponentType } from 'react';

/**
 * The loaders of every screen outside the auth area (the signed-in pages, and contact-us / app-download), in a chunk
 * of their own: the entry carries only the auth screens' loaders and preload lists, so /login does not download the
 * chunk names and preload lists of ~90 screens it never shows (src/router/screens.ts).
 */
type ScreenModule = { default: ComponentType };
const modules = import.meta.glob<ScreenModule>(['../*/screens/*/*.screen.tsx', '!../auth/screens/**']);

export const signedInScreenLoaders = new Map<string, () => Promise<ScreenModule>>();
for (const [path, load] of Object.entries(modules)) {
  const match = /\/screens\/([^/]+)\/\1\.screen\.tsx$/.exec(path);
  if (match?.[1]) signedInScreenLoaders.set(match[1], load);
}
