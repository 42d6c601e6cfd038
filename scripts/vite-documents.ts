import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { ChunkingContext, CodeSplittingGroup, OutputBundle, OutputChunk } from 'rolldown';
import { build, type Plugin } from 'vite';
import type { Prerendered, prerenderFrame, prerenderPage, routeTitles } from '../src/app/prerender.tsx';
import { routedStateList } from '../src/router/route-table.generated.ts';
import { ISLAND_ROUTE } from '../src/islands/island-route.ts';

/**
 * Build plugins for the first paint on a slow phone (issue W2-F). Used by vite.config.ts.
 *
 * routeDocuments: index.html names only the entry, so the page's own chunk, its CSS and the font were discovered
 * one round trip after another. Each public page (the ones a visitor opens cold: /, /login, /register, ...) gets
 * its own document, dist/routes/<path>.html, which also names that page's chunks (modulepreload), its stylesheets
 * and its title. The hosting serves the route's document when there is one, index.html otherwise (sandbox/hosting.ts).
 * No document preloads a font, and the favicon is inline (a data: URL): nothing the first paint does not need
 * competes with it for the slow network.
 *
 * Prerendering: each of those documents also carries its first screen, rendered at build by the same charts and
 * components (src/app/prerender.tsx, from an SSR build of it), and that screen's CSS inline in a nonce'd <style>
 * (a few KB: the entry's and the route's stylesheets), so the page paints before any script or stylesheet has
 * arrived; the browser then hydrates it (src/main.tsx). Such a document names no script: an inline script starts the
 * entry and the route's modules after the screen has painted (bootAfterFirstPaint), so the first paint never waits
 * on a download or on the scripts' evaluation, even when they arrive at once (cached, or a fast network). The
 * Poppins @font-face rules come with them: the first paint is in the fallback font (font-display: swap), and
 * Poppins replaces it once loaded. A page the charts do not show to a first-time visitor (e.g. /verify-account)
 * keeps an empty root.
 */
const NONCE = '__CSP_NONCE__';
/**
 * The /login island's Vite input (vite.config.ts): its prerendered document loads this entry (src/islands/login.tsx)
 * instead of the app's, and preloads only its closure; the island loads the app when the charts leave /login.
 */
export const ISLAND_INPUT = 'island-login';
/** src/app/hydration.ts (not imported: it pulls the router into the build script). */
const PRERENDER_ATTRIBUTE = 'data-prerendered';
/** @font-face rules (the self-hosted Poppins weights, src/ui/theme/fonts.ts) in a built stylesheet. */
const fontFaceRule = /@font-face\{[^}]*\}\n?/g;

export function routeDocumentPath(route: string): string {
  return `routes/${route === '/' ? 'index' : route.slice(1)}.html`;
}

function closure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const dep of chunk.imports) closure(bundle, dep, seen);
  return seen;
}
const cssOf = (bundle: OutputBundle, files: Iterable<string>) =>
  new Set([...files].flatMap((f) => [...((bundle[f] as OutputChunk).viteMetadata?.importedCss ?? [])]));
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The strict CSP blocks style attributes parsed from HTML (style-src-attr; a Radix checkbox's hidden input has one).
 * Each becomes `data-prerender-style` (the same text) plus a rule in the page's nonce'd <style>, so the first paint
 * is styled; before hydrating, the browser moves the text into the element's style through the CSSOM, which the CSP
 * allows, and drops the attribute (src/main.tsx), so React finds exactly the markup it renders.
 */
export const PRERENDER_STYLE_ATTRIBUTE = 'data-prerender-style';
export function styleAttributesToRules(html: string): { html: string; rules: string } {
  const rules = new Set<string>();
  const unescape = (v: string) => v.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const out = html.replace(/ style="([^"]*)"/g, (_m, escaped: string) => {
    const text = unescape(escaped);
    const important = text
      .split(';')
      .filter((d) => d.includes(':'))
      .map((d) => `${d.trim()}!important`)
      .join(';');
    rules.add(`[${PRERENDER_STYLE_ATTRIBUTE}="${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]{${important}}`);
    return ` ${PRERENDER_STYLE_ATTRIBUTE}="${escaped}"`;
  });
  return { html: out, rules: [...rules].join('') };
}

/**
 * Builds src/app/prerender.tsx for Node (the project's own Vite config, as an SSR build, into a scratch folder
 * inside the project so its bare imports resolve), renders each route, and removes the folder.
 */
async function prerenderRoutes(root: string, routes: string[]): Promise<{ pages: Map<string, Prerendered>; frame: (route: string) => string | null; titles: Record<string, string> }> {
  await mkdir(join(root, '.data'), { recursive: true });
  const out = await mkdtemp(join(root, '.data', 'prerender-'));
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { ssr: 'src/app/prerender.tsx', outDir: out, emptyOutDir: true, sourcemap: false, manifest: false, minify: false },
    });
    const mod = (await import(pathToFileURL(join(out, 'prerender.js')).href)) as {
      prerenderPage: typeof prerenderPage;
      prerenderFrame: typeof prerenderFrame;
      routeTitles: typeof routeTitles;
    };
    const pages = new Map<string, Prerendered>();
    for (const route of routes) {
      const page = await mod.prerenderPage(route);
      if (page) pages.set(route, page);
    }
    const titles = mod.routeTitles();
    return { pages, frame: (route) => mod.prerenderFrame(titles[route]), titles };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

/**
 * The inline script that starts a prerendered page's JavaScript and fonts once the screen has painted: when the
 * browser reports the first contentful paint (paint timing), then a task, it adds the @font-face rules (a <style>),
 * the modulepreloads and the entry, under the document's nonce. Where there is no paint timing it waits for the
 * next frame and a task instead; a hidden tab (no frames, no paint) starts at once; and it never waits more than
 * 3 s. It first adds a disabled <link> for each stylesheet the document inlines: never fetched (a disabled link in
 * the markup is, by the preload scanner), but Vite's preload helper finds it and does not load that stylesheet
 * again when the route's chunk loads.
 */
export function bootAfterFirstPaint(entry: string, preloads: string[], inlinedCss: string[], fontFaces: string): string {
  const url = (f: string) => JSON.stringify(`/${f}`);
  return (
    `(function(){var d=document,w=window,n=d.currentScript.nonce,started=0,P=w.PerformanceObserver;` +
    `function add(tag,props){var e=d.createElement(tag);for(var k in props)e[k]=props[k];e.nonce=n;d.head.appendChild(e)}` +
    `function start(){if(started++)return;` +
    `add('style',{textContent:${JSON.stringify(fontFaces)}});` +
    `[${inlinedCss.map(url).join(',')}].forEach(function(h){add('link',{disabled:true,rel:'stylesheet',crossOrigin:'',href:h})});` +
    `[${preloads.map(url).join(',')}].forEach(function(h){add('link',{rel:'modulepreload',crossOrigin:'',href:h})});` +
    `add('script',{type:'module',crossOrigin:'',src:${url(entry)}})}` +
    `function later(){setTimeout(start)}` +
    `if(d.visibilityState==='hidden')start();` +
    `else if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)new P(function(l,o){` +
    `if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(later);` +
    `setTimeout(start,3000);d.addEventListener('visibilitychange',start)})()`
  );
}

/** public/favicon.svg as a data: URL (the CSP's img-src allows data:), so the icon costs no request of its own. */
async function faviconDataUrl(root: string): Promise<string> {
  return `data:image/svg+xml,${encodeURIComponent((await readFile(join(root, 'public', 'favicon.svg'), 'utf8')).trim())}`;
}

export function routeDocuments(): Plugin {
  let root = process.cwd();
  return {
    name: 'lakbay-route-documents',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved: (config) => void (root = config.root),
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const entries = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk' && c.isEntry);
      const entry = entries.find((c) => c.name !== ISLAND_INPUT);
      const island = entries.find((c) => c.name === ISLAND_INPUT);
      if (index?.type !== 'asset' || !entry) return;
      const inEntry = closure(bundle, entry.fileName);
      const entryCss = cssOf(bundle, inEntry);
      const withHead = (html: string, links: string[]) => html.replace(/\n?\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`);
      const html = String(index.source).replace(/href="\/favicon\.svg"/, `href="${await faviconDataUrl(root)}"`);
      index.source = html;

      const publicRoutes = [...new Set(routedStateList.filter(({ meta }) => meta.public && !meta.route.includes(':')).map(({ meta }) => meta.route))];
      const { pages: prerendered, frame, titles } =
        process.env.LAKBAY_PRERENDER === '0' ? { pages: new Map<string, Prerendered>(), frame: () => null, titles: {} as Record<string, string> } : await prerenderRoutes(root, publicRoutes);
      const cssText = (f: string) => {
        const asset = bundle[f];
        return asset?.type === 'asset' ? String(asset.source) : '';
      };
      // index.html's own stylesheet links (the entry's CSS), in order.
      const entryLinks = [...html.matchAll(/\n?\s*<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g)];

      // The chunk a module starts (a screen, the session, the signed-in screens' loader).
      const facade = (suffix: string) => Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && !!c.facadeModuleId?.endsWith(suffix));
      const done = new Set<string>();
      for (const { meta } of routedStateList) {
        if (!meta.public || done.has(meta.route) || meta.route.includes(':')) continue;
        done.add(meta.route);
        const page = prerendered.get(meta.route);
        // The island's page (prerendered only): its entry and closure instead of the app's and the route's (the
        // island imports the screen itself, so the screen has no chunk of its own).
        const islandFiles = island && page && meta.route === ISLAND_ROUTE ? closure(bundle, island.fileName) : null;
        const screen = facade(`/screens/${meta.screen}/${meta.screen}.screen.tsx`);
        if (!screen && !islandFiles) continue;
        const own = screen ? [...closure(bundle, screen.fileName)].filter((f) => !inEntry.has(f)) : [];
        const css = [...cssOf(bundle, own)].filter((f) => !entryCss.has(f));
        let titled = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title ?? '')} | Lakbay</title>`);
        let links: string[];
        if (page) {
          // Critical CSS: every stylesheet this page needs (the entry's, then the route's), inline, in link order.
          const inlined = islandFiles ? [...cssOf(bundle, islandFiles)] : [...entryLinks.map((m) => m[1]!), ...css];
          titled = entryLinks.reduce((doc, m) => doc.replace(m[0], ''), titled);
          const { html: markup, rules } = styleAttributesToRules(page.html);
          // The @font-face rules wait for the first paint too (bootAfterFirstPaint): a rule in the inline style
          // would start the fonts' downloads beside the first paint's.
          const sheet = [...inlined.map(cssText), rules].join('\n');
          const fontFaces = [...sheet.matchAll(fontFaceRule)].map((m) => m[0].trim()).join('');
          const style = sheet.replace(fontFaceRule, '').replace(/<\/style/gi, '<\\/style');
          // The entry and every module the page needs start loading once the prerendered screen has painted
          // (bootAfterFirstPaint): the document names no script, so nothing is fetched or run before that paint.
          const entryScript = /\n?\s*<script type="module"[^>]*src="\/([^"]+)"[^>]*><\/script>/.exec(titled);
          const entryPreloads = [...titled.matchAll(/\n?\s*<link rel="modulepreload"[^>]*href="\/([^"]+)"[^>]*>/g)];
          if (!entryScript) throw new Error('index.html has no entry script');
          titled = [entryScript, ...entryPreloads].reduce((doc, m) => doc.replace(m[0], ''), titled);
          links = [`<style nonce="${NONCE}">${style}</style>`];
          const boot =
            island && islandFiles
              ? bootAfterFirstPaint(island.fileName, [...islandFiles].filter((f) => f !== island.fileName), inlined, fontFaces)
              : bootAfterFirstPaint(entryScript[1]!, [...entryPreloads.map((m) => m[1]!), ...own], inlined, fontFaces);
          titled = titled
            .replace('<div id="root"></div>', `<div id="root" ${PRERENDER_ATTRIBUTE}="${page.key}" inert>${markup}</div>`)
            .replace(/\n?\s*<\/body>/, `\n    <script nonce="${NONCE}">${boot}</script>\n  </body>`);
        } else {
          links = [
            ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}" nonce="${NONCE}">`),
            ...own.map((f) => `<link rel="modulepreload" crossorigin href="/${f}" nonce="${NONCE}">`),
          ];
        }
        this.emitFile({ type: 'asset', fileName: routeDocumentPath(meta.route), source: withHead(titled, links) });
      }

      // Signed-in pages (issue W3-D): a document each, so a signed-in tab opening one paints the app's frame at once
      // (it was a blank page until the scripts had run: 2.7 s on a slow phone) and asks for every chunk the page needs
      // in one go (entry, session, the signed-in chunk, the page's screen: four round trips one after the other before).
      // The frame is the page skeleton the app renders first (src/router/route-view.tsx) with the page's title, so
      // React's first render replaces it with the same picture; no figure or name is in it (the document is the same
      // for everyone). The scripts start at once, not after the first paint: the page's own data waits on them.
      const signedInChunk = Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && c.name === 'signed-in');
      const alwaysSignedIn = [signedInChunk, facade('/src/auth/session.ts'), facade('/src/router/screens-signed-in.ts')].flatMap((c) => (c ? [...closure(bundle, c.fileName)] : []));
      for (const { meta } of routedStateList) {
        const markup = frame(meta.route);
        if (meta.public || done.has(meta.route) || meta.route.includes('{') || !markup) continue;
        done.add(meta.route);
        const screen = facade(`/screens/${meta.screen}/${meta.screen}.screen.tsx`);
        if (!screen) continue;
        const files = [...new Set([...alwaysSignedIn, ...closure(bundle, screen.fileName)])].filter((f) => !inEntry.has(f));
        const css = [...cssOf(bundle, files)].filter((f) => !entryCss.has(f));
        const sheet = entryLinks.map((m) => cssText(m[1]!)).join('\n').replace(/<\/style/gi, '<\\/style');
        const doc = entryLinks
          .reduce((d, m) => d.replace(m[0], ''), html)
          .replace(/<title>[^<]*<\/title>/, titles[meta.route] ? `<title>${escapeHtml(titles[meta.route]!)} | Lakbay</title>` : '<title>Lakbay</title>')
          .replace('<div id="root"></div>', `<div id="root">${styleAttributesToRules(markup).html}</div>`);
        const links = [
          `<style nonce="${NONCE}">${sheet}\n${styleAttributesToRules(markup).rules}</style>`,
          // Fetched now, applied by the screen's chunk when it loads (a stylesheet link would hold the frame's paint).
          ...css.map((f) => `<link rel="preload" as="style" crossorigin href="/${f}" nonce="${NONCE}">`),
          ...files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}" nonce="${NONCE}">`),
        ];
        this.emitFile({ type: 'asset', fileName: routeDocumentPath(meta.route), source: withHead(doc, links) });
      }
    },
  };
}

/**
 * Writes name.br and name.gz beside every text file of the build, at the highest levels, once: the hosting sends
 * the one the browser accepts (sandbox/hosting.ts). Uncompressed, the entry alone was 437 KB on a slow network.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lakbay-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    // On libuv's thread pool, files in parallel: brotli at level 11 is the slow part of the build.
    async writeBundle(_options, bundle) {
      const names = Object.keys(bundle).filter((name) => /\.(js|mjs|css|html|svg|json)$/.test(name));
      await Promise.all(
        names.map(async (name) => {
          const path = join(outDir, name);
          const data = await readFile(path);
          if (data.length < 1024) return; // a header's worth: compression would save nothing
          const params = { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length };
          await writeFile(`${path}.br`, await promisify(brotliCompress)(data, { params }));
          await writeFile(`${path}.gz`, await promisify(gzip)(data, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * The app's hand-made chunks (output.codeSplitting in vite.config.ts).
 *
 * The /login island: automatic splitting cut what the island loads into ~30 small chunks, each compressed alone
 * (~7 KB more gzip than the same code in one file) and each a request. Instead, the modules the island's entry needs
 * at once ($initial: statically imported, as tree-shaking kept them) go into two chunks: `boot`, the ones the app's
 * entry needs too (React, the charts, src/app/boot.ts), and `login`, the login screen and its parts.
 *
 * The signed-in chunk (`signedInRoots`: src/app/signed-in.ts and the query client, issue W3-D): split automatically,
 * their static closure came as ~38 chunks of 0.3-10 KB, each a request: on a slow phone (150 ms a round trip, six
 * connections) they took ~1.4 s to arrive, ahead of every signed-in page's first read. Their modules now come in one
 * chunk, `signed-in`, but for those a page that is not signed in can load (reachable from the entry or the island,
 * statically or on demand, without going through the signed-in code or the signed-in screens' loader): those stay
 * where they were, so no public page downloads the signed-in code. Everything else is split as before.
 */
export function appChunks({ islandEntry, appEntry, signedInRoots, signedInScreens }: { islandEntry: string; appEntry: string; signedInRoots: string[]; signedInScreens: string }): {
  groups: CodeSplittingGroup[];
} {
  const closures = new Map<string, Set<string>>();
  const closureOf = (entries: string[], ctx: ChunkingContext) => {
    const key = entries.join('\n');
    let seen = closures.get(key);
    if (seen) return seen;
    seen = new Set<string>();
    const stack = [...entries];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    closures.set(key, seen);
    return seen;
  };
  const island = (id: string, ctx: ChunkingContext) => {
    if (id === islandEntry || id === appEntry || !ctx.getModuleInfo(islandEntry) || !closureOf([islandEntry], ctx).has(id)) return null;
    return closureOf([appEntry], ctx).has(id) ? 'boot' : 'login';
  };
  // What a page that is not signed in can load: every module reachable (statically or on demand) from the app's
  // entry or the island without passing through the signed-in code. Computed once.
  let publicReach: Set<string> | null = null;
  const reachableWithout = (ctx: ChunkingContext) => {
    if (publicReach) return publicReach;
    const seen = new Set<string>();
    const stack = [appEntry, islandEntry];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id) || signedInRoots.includes(id) || id === signedInScreens) continue;
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      seen.add(id);
      stack.push(...info.importedIds, ...info.dynamicallyImportedIds);
    }
    return (publicReach = seen);
  };
  const signedInOnly = (id: string, ctx: ChunkingContext) => {
    if (!ctx.getModuleInfo(signedInRoots[0]!) || !closureOf(signedInRoots, ctx).has(id)) return null;
    return reachableWithout(ctx).has(id) ? null : 'signed-in';
  };
  return {
    groups: [
      { name: island, debugName: 'lakbay-island', tags: ['$initial'] },
      // Only what the name function picks: by default a group also takes every module its modules import, which
      // drew shared ones (auth failures, the contract's schemas) in and made analytics and the session load it.
      { name: signedInOnly, debugName: 'lakbay-signed-in', includeDependenciesRecursively: false },
    ],
  };
}
