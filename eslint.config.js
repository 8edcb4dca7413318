import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The contracts files without zod, the only ones the web may take values from (docs/decisions/0005 and
 * 0015): zod and the schema files stay on the server; the web imports their types only.
 */
const zodFreeContracts = ['access', 'access-groups', 'age-rules', 'airport-time', 'call-waits', 'banners', 'cards', 'catalogue-texts', 'counter-texts', 'enums', 'exchange-rate-rules', 'fields', 'kept-view', 'money', 'money-format', 'new-account', 'order-actions', 'order-flow', 'password-rules', 'staff-permissions', 'report-catalogue', 'status', 'vendor-rules'];

/**
 * Which web features each feature may import (docs/decisions/0121); a feature not listed imports none. A new
 * arrow between features is a decision: add it here, or move the shared part to components/ or lib/.
 */
const featureImports = {
  audit: [],
  // A guest's cart is adopted at sign-in (loaded only then).
  auth: ['cart'],
  'age-check': ['auth'],
  cart: ['auth', 'catalogue', 'currency'],
  catalogue: ['auth', 'cart', 'currency'],
  'catalogue-admin': ['audit', 'auth'],
  checkout: ['age-check', 'auth', 'cart', 'catalogue', 'currency', 'payments'],
  content: [],
  // The cash form reads the exchange rates now (docs/decisions/0140).
  counter: ['age-check', 'auth', 'cart', 'catalogue', 'checkout', 'currency', 'payments'],
  // Prices in the shopper's chosen currency beside US dollars (docs/decisions/0131); the rate screen's history (0140).
  currency: ['audit', 'auth'],
  live: [],
  orders: ['catalogue', 'checkout', 'live', 'payments'],
  // Card payment for checkout and the counter: the checkout's cart, drafts and calls it pays for.
  payments: ['auth', 'cart', 'checkout'],
  reports: ['auth'],
  staff: ['age-check', 'auth', 'counter', 'live', 'orders'],
  users: ['audit', 'auth', 'vendors'],
  vendors: ['audit', 'auth'],
};
/** Another feature's pages shown as a variant of one's own page; no other page is imported across features. */
const sharedPages = { catalogue: ['products-page.tsx'], checkout: ['failed-page.tsx'] };
const features = './apps/web/src/features';
const featureZones = Object.entries(featureImports).flatMap(([feature, may]) => [
  {
    target: `${features}/${feature}`,
    from: features,
    except: [feature, ...may].map((f) => `./${f}`),
    message: `features/${feature} imports only ${may.join(', ') || 'no other feature'} (featureImports in eslint.config.js, docs/decisions/0121).`,
  },
  ...may.map((other) => ({
    target: `${features}/${feature}`,
    from: `${features}/${other}/pages`,
    except: (sharedPages[other] ?? []).map((f) => `./${f}`),
    message: `A page belongs to its route: move what features/${feature} needs out of ${other}/pages (docs/decisions/0121).`,
  })),
]);

export default tseslint.config(
  { ignores: ['**/dist/**', 'var/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles anywhere (docs/decisions/0121): a cycle makes load order decide what is undefined.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/server/tsconfig.test.json', 'apps/web/tsconfig.json', 'packages/contracts/tsconfig.json'],
          conditionNames: ['source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: ['./apps/web/src/lib', './apps/web/src/components'],
              from: features,
              message: 'lib/ and components/ are shared by every feature and import none.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'zod stays out of the shopper bundle (docs/decisions/0005).' }],
          patterns: [
            {
              group: ['@shop/contracts/*', ...zodFreeContracts.map((f) => `!@shop/contracts/${f}`)],
              allowTypeImports: true,
              message: `Import types only from this contracts file: it uses zod. Values come from ${zodFreeContracts.join(', ')} (docs/decisions/0015).`,
            },
          ],
        },
      ],
    },
  },
  {
    files: zodFreeContracts.map((f) => `packages/contracts/src/${f}.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'This contracts file is zod-free: the web imports it.' }],
          patterns: [
            {
              group: ['./*', ...zodFreeContracts.map((f) => `!./${f}.js`)],
              message: 'A zod-free contracts file imports only other zod-free files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'apps/web/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
