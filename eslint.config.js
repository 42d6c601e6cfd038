// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** One-way imports (architecture.md): each zone may not import from the listed folders. */
const zones = [
  { target: './src/ui', from: ['./src/screens', './src/router', './src/app', './src/api', './machines', './sandbox'], message: 'ui knows nothing app-specific.' },
  { target: './src/domain', from: ['./src/ui', './src/screens', './src/router', './src/app', './machines', './sandbox'], message: 'domain is pure business rules.' },
  { target: './src/api', from: ['./src/ui', './src/screens', './src/router', './src/app', './machines', './sandbox'], message: 'api is the contract and client only.' },
  { target: './src/screens', from: ['./src/router', './src/app', './sandbox'], message: 'screens render a snapshot and send events.' },
  { target: './machines', from: ['./src', './sandbox'], except: ['./domain'], message: 'charts are pure: no app code (src/domain, pure rules, is shared).' },
  { target: './src', from: ['./sandbox', './tests'], message: 'the app never imports the sandbox or tests.' },
  { target: './sandbox', from: ['./src/ui', './src/screens', './src/router', './src/app', './machines'], message: 'the sandbox shares only src/api and src/domain.' },
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
