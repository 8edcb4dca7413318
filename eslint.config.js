import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The contracts files without zod, the only ones the web may take values from (docs/decisions/0005 and
 * 0015): zod and the schema files stay on the server; the web imports their types only.
 */
const zodFreeContracts = ['access', 'access-groups', 'age-rules', 'airport-time', 'banners', 'cards', 'catalogue-texts', 'counter-texts', 'enums', 'fields', 'kept-view', 'money', 'money-format', 'new-account', 'order-actions', 'order-flow', 'password-rules', 'staff-permissions', 'report-catalogue', 'status', 'vendor-rules'];

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
