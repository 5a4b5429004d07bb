// One lint configuration for the whole monorepo. The import boundaries of docs/product.md ("Architecture")
// (packages never import apps; apps never import each other; the web app never imports the API) are enforced here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureBoundaries } from './scripts/eslint/feature-boundaries.js';

// Apps never import apps: what two of them need (the job queue, the metadata pipeline...) lives in a
// package. apps/embedded, the one-process `npm start` composition, is the one workspace that imports
// apps, so it has no such rule. (A later config's no-restricted-imports replaces an earlier one for
// the same files, so every override below repeats its app's rule.)
const appNames = ['api', 'web', 'indexer', 'embedded'];
const otherApps = (self) => ({
  group: appNames.filter((name) => name !== self).map((name) => `@nft/${name}`),
  message: 'apps never import apps: move what they share into a package (only apps/embedded composes apps)',
});
const apiBoundary = otherApps('api');
// `@nft/contracts/abi` is the one browser-safe part of the contracts package: the generated ABIs.
const webBundle = [
  otherApps('web'),
  {
    group: ['@nft/db', '@nft/devnet', '@nft/jobs', '@nft/metadata', '@nft/media', '**/apps/api/**'],
    message: 'the web bundle never imports server code',
  },
  {
    regex: '^@nft/contracts(?!/abi$)',
    message: 'the web bundle imports only the generated ABIs of @nft/contracts (@nft/contracts/abi)',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '.tsbuild/**',
      'test-results/**',
      'packages/contracts/artifacts/**',
      'packages/contracts/out/**',
      'packages/contracts/cache/**',
      'packages/contracts/lib/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-empty': ['error', { allowEmptyCatch: false }],
      // Prettier wraps code at 140 columns; this catches what it cannot wrap (comments). Long string
      // literals (API descriptions, SQL, SVG paths, test names) stay whole so they can be searched.
      'max-len': ['error', { code: 140, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true }],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: [...appNames.map((name) => `@nft/${name}`), '**/apps/**'], message: 'packages never import apps' }] },
      ],
    },
  },
  {
    // The API contract is imported by the web bundle: zod, @nft/shared, @nft/chains and @nft/nuls only.
    files: ['packages/api-contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@nft/api',
                '@nft/web',
                '@nft/indexer',
                '@nft/embedded',
                '@nft/db',
                '@nft/devnet',
                '@nft/contracts',
                '@nft/media',
                '**/apps/**',
                'node:*',
              ],
              message: 'the API contract is browser-safe: no server code',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiBoundary] }] },
  },
  {
    files: ['apps/indexer/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherApps('indexer')] }] },
  },
  {
    // Services hold the rules; SQL lives in the repositories next to them (one place to read a query).
    files: ['apps/api/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'no SQL in services: put the query in a repository' }],
          patterns: [
            apiBoundary,
            { group: ['@nft/db'], allowTypeImports: true, message: 'no SQL in services: put the query in a repository (types are fine)' },
          ],
        },
      ],
    },
  },
  {
    // Features never import each other's internals (scripts/eslint/feature-boundaries.js).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { web: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'web/feature-boundaries': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: webBundle }],
    },
  },
  {
    // Shared code sits under the features: lib, components, config and i18n never import one (a feature
    // plugs into them at start instead, as the wallet does with lib/api's onSessionExpired).
    files: ['apps/web/src/{lib,components,config,i18n}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...webBundle, { group: ['**/features', '**/features/**'], message: 'shared web code never imports a feature' }] },
      ],
    },
  },
  {
    // A browser assertion waits for its condition (e2e/harness/eventually.ts): reading the page once
    // inside expect() fails on a slow machine and passes an absence before the page has rendered.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'CallExpression[callee.name="expect"] > CallExpression',
          'CallExpression[callee.name="expect"] > AwaitExpression > CallExpression',
        ].map((parent) => ({
          selector: `${parent}[callee.property.name=/^(isVisible|isHidden|isChecked|isDisabled|isEnabled|isEditable|count|textContent|innerText|innerHTML|inputValue|getAttribute|allTextContents|allInnerTexts)$/]`,
          message: 'read the page inside expect.poll(() => ..., eventually) or use locator.waitFor(): a one-shot read never retries',
        })),
      ],
    },
  },
);
