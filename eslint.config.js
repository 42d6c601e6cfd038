// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** One-way imports (architecture.md): each zone may not import from the listed folders. */
const areas = ['auth', 'account', 'journeys', 'documents', 'selfie', 'payment', 'repayments', 'app', 'ewa', 'insurance', 'onboarding', 'engage', 'surveys'];
const zones = [
  { target: './src/ui', from: ['./src/router', './src/api', './machines', './sandbox', ...areas.map((a) => `./src/${a}`)], message: 'ui knows nothing app-specific.' },
  { target: './src/domain', from: ['./src/ui', './src/router', './machines', ...areas.map((a) => `./src/${a}`)], message: 'domain is pure business rules.' },
  // The upload limits are the wire contract's; the app's upload checks read them there.
  { target: './src/domain', from: './src/api', except: ['./contract/uploads.ts'], message: 'domain is pure business rules.' },
  { target: './src/api', from: ['./src/ui', './src/router', './sandbox', ...areas.map((a) => `./src/${a}`)], message: 'api is the contract and client only.' },
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
];

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
