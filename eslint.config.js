// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The areas (README "Map of the code"): each lives in machines/<area>/ and src/<area>/, and stands alone. The one list
 * the area fences below are generated from.
 */
const areas = ['account', 'auth', 'journeys', 'documents', 'selfie', 'payment', 'repayments', 'ewa', 'insurance', 'onboarding', 'engage', 'surveys'];
/** Layers above the areas: they compose them (app), route to them (router), start them (islands, main) or watch them. */
const above = ['./src/app', './src/router', './src/islands', './src/analytics', './src/main.tsx'];
/** The app-level hooks an area may import from src/app (docs/architecture-notes.md, "Area fences"); the rest of src/app is off limits. */
const appHooks = ['./use-chart.tsx'];
/**
 * Crossings still in the code, each with why and until when (docs/architecture-notes.md). They are exceptions to the
 * fences by imported file: any other crossing fails the lint. Delete a row when its crossing goes.
 */
const pendingCrossings = /** @type {Array<{ from: string; to: string[]; reason: string }>} */ ([]);
const pendingFrom = (importer, folder) =>
  pendingCrossings.filter((p) => p.from === importer).flatMap((p) => p.to.filter((to) => to.startsWith(`${folder}/`)).map((to) => `./${to.slice(folder.length + 1)}`));
const areaMessage = (a) =>
  `area fence: src/${a} imports only itself, machines/, src/api, src/domain, src/ui, src/config.ts and the app hook src/app/use-chart.tsx (docs/architecture-notes.md) — move what two areas share down to src/ui, src/domain or src/api, or compose it in src/app.`;
const areaFences = areas.flatMap((a) => [
  ...areas
    .filter((other) => other !== a)
    .map((other) => ({ target: `./src/${a}`, from: `./src/${other}`, except: pendingFrom(`src/${a}`, `src/${other}`), message: areaMessage(a) })),
  { target: `./src/${a}`, from: './src/app', except: appHooks, message: areaMessage(a) },
  { target: `./src/${a}`, from: above.filter((l) => l !== './src/app'), message: areaMessage(a) },
]);
const platformMessage = 'platform fence: src/ui/platform is browser plumbing with no app knowledge; it imports nothing of src/ or machines/.';
const formsMessage = 'ui forms fence: src/ui/forms draws the platform\'s field config as a form; it imports only the rest of src/ui, src/api (the contract and its options query), src/domain and the charts\' types.';
const authUiMessage = 'ui auth fence: src/ui/auth holds the sign-in parts several areas draw with (the one-time code page, the failure notice); it imports only the rest of src/ui, src/domain and machines/ (the OTP chart\'s type, failure words); the chart that owns the page is passed in.';
const shared = ['./src/api', './src/domain', './src/ui', './src/config.ts'];
/** src/ui's parts that draw what the platform or a chart gives them (each with its own fence below); the rest of src/ui knows nothing app-specific. */
const uiComposites = ['forms', 'auth'];
const uiPlain = readdirSync('src/ui', { withFileTypes: true })
  .filter((d) => !uiComposites.includes(d.name))
  .map((d) => `./src/ui/${d.name}`);

/** One-way imports (architecture.md): each zone may not import from the listed folders. */
const fences = [
  { target: uiPlain, from: ['./src/router', './src/api', './machines', './sandbox', './src/config.ts', ...uiComposites.map((c) => `./src/ui/${c}`), ...above, ...areas.map((a) => `./src/${a}`)], message: 'ui knows nothing app-specific.' },
  { target: './src/domain', from: ['./src/ui', './src/router', './machines', ...above, ...areas.map((a) => `./src/${a}`)], message: 'domain is pure business rules.' },
  // The upload limits are the wire contract's; the app's upload checks read them there.
  { target: './src/domain', from: './src/api', except: ['./contract/uploads.ts'], message: 'domain is pure business rules.' },
  { target: './src/api', from: ['./src/ui', './src/router', './sandbox', ...above, ...areas.map((a) => `./src/${a}`)], message: 'api is the contract and client only.' },
  // The contract checks identifiers with the one normaliser sign-up uses (a pure rule beside the charts).
  { target: './src/api', from: './machines', except: ['./shared/identifier-rules.ts'], message: 'api is the contract and client only.' },
  // A screen renders a snapshot and sends events: it may read its chart's context (src/app/use-chart) and other
  // screens' parts, never the router or the app's wiring.
  { target: './src/*/screens', from: ['./src/router', './sandbox'], message: 'screens render a snapshot and send events.' },
  { target: './src/*/screens', from: './src/app', except: ['./use-chart.tsx', './screens'], message: 'screens render a snapshot and send events.' },
  { target: './machines', from: ['./src', './tests', './stories'], message: 'charts are pure: machines import xstate, valibot and their own pure rules, never src/.' },
  { target: './src', from: ['./tests', './stories'], message: 'the app never imports the sandbox, tests or stories.' },
  // The sandbox fence (architecture.md "Layering"; docs/architecture-notes.md). Three rules, one message each.
  // (1) The sandbox is the platform's stand-in: of the app it shares only the wire contract, and writes its own rules.
  {
    target: './sandbox',
    from: './src',
    except: ['./api/contract', './api/endpoint.ts'],
    message: 'sandbox fence: the sandbox imports from the app only the contract (src/api/contract/**, src/api/endpoint.ts); the platform writes its own rules in sandbox/.',
  },
  {
    target: './sandbox',
    from: ['./machines', './stories', './tests', './scripts'],
    message: 'sandbox fence: the sandbox imports from the app only the contract (src/api/contract/**, src/api/endpoint.ts); the platform writes its own rules in sandbox/.',
  },
  // (2) What a story needs from the sandbox is recorded by a generator in scripts/generate/ (npm run generate).
  { target: './stories', from: './sandbox', message: 'sandbox fence: stories never import the sandbox; record what they need with a generator in scripts/generate/.' },
  // (3) The app and the charts run without the sandbox and the scripts.
  { target: ['./src', './machines'], from: ['./sandbox', './scripts'], message: 'sandbox fence: src/ and machines/ never import the sandbox or scripts/.' },
  // The area fences (W3-E; architecture.md "An area under src/ imports no other area"; docs/architecture-notes.md).
  // One message per fence: an area; src/ui/platform; src/ui/forms; src/ui/auth.
  ...areaFences,
  { target: './src/ui/platform', from: ['./machines', ...above, ...shared.filter((l) => l !== './src/ui'), ...areas.map((a) => `./src/${a}`)], message: platformMessage },
  { target: './src/ui/forms', from: ['./src/config.ts', './src/router', './sandbox', './src/ui/auth', ...above, ...areas.map((a) => `./src/${a}`)], message: formsMessage },
  { target: './src/ui/auth', from: ['./src/config.ts', './src/router', './src/api', './sandbox', './src/ui/forms', ...above, ...areas.map((a) => `./src/${a}`)], message: authUiMessage },
];
// The rule wants each `from` listed once and no empty `except`.
const zones = fences.map(({ except, ...zone }) => ({
  ...zone,
  from: Array.isArray(zone.from) ? [...new Set(zone.from)] : zone.from,
  ...(except && except.length > 0 ? { except } : {}),
}));

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', 'reports', 'coverage', '.data', 'playwright-report', 'test-results', 'src/routeTree.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Charts are pure: no React, no DOM, no network. Effects are supplied with .provide() at the edge.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', '@xstate/react', '@tanstack/*', 'amazon-cognito-identity-js', '@segment/*'], message: 'machines are pure charts.' }] }],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'XMLHttpRequest'],
    },
  },
);
