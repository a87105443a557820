import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Imports that climb two or more folders, or out of their area, use the aliases (tsconfig.json paths).
const ALIASES = [
  {
    regex: '^(\\.\\./){2,}(?![\\w.-]+\\.config$)',
    message: 'Climbing two or more folders: import through #server/…, #client/…, #themes, #tests/… or #scripts/….',
  },
  {
    regex: '^\\.\\./(server|client|themes|tests)/',
    message: "Leaving the folder's area: import through #server/…, #client/…, #themes, #tests/… or #scripts/….",
  },
];
const CLIENT_FENCE = [
  {
    regex: '^#server/(?!contract/)',
    message: "Browser code imports from server/contract only (#server/contract/…), types too: an answer's shape belongs in server/contract/answers/.",
  },
  { regex: '^(\\.\\./)+server/', message: 'Import server/contract through #server/contract/….' },
];
// react-i18next's hook copies the i18next instance per component: client/i18n/useTranslation.ts shares one `t` per page.
const I18N_HOOK = [{ name: 'react-i18next', importNames: ['useTranslation'], message: "Use useTranslation from '#client/i18n/useTranslation'." }];
const QUERY_MODULES = 'client/queries/<area>.ts (the console: client/console/queries/<area>.ts)';
const DATA_FETCHING = [
  { selector: "Property[key.name='queryKey'] > ArrayExpression.value", message: `Query keys come from queryKeys (client/queries/keys.ts) or consoleKeys.` },
  {
    selector: 'Property[key.name=/^(queryFn|mutationFn)$/]',
    message: `A read is a queryOptions factory, a write a function or mutation hook, in ${QUERY_MODULES}.`,
  },
  {
    selector: 'CallExpression[callee.property.name=/^(get|send)$/][callee.object.name=/^(api|browserApi)$/]',
    message: `API calls live in ${QUERY_MODULES}: call its function or use its query.`,
  },
  { selector: 'CallExpression[callee.name=/^(fetch|uploadFile)$/]', message: `Requests live in ${QUERY_MODULES} (the transport in client/api/).` },
];
const SERVER_PACKAGES = {
  regex: '^(node:|drizzle-orm|pg$|ioredis|@node-rs/|pino|express|nodemailer|sharp$|@electric-sql/)',
  allowTypeImports: true,
  message: 'Server-only package in browser code.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'server/platform/db/migrations/**', 'test-results/**', 'playwright-report/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // The production build holds two copies of the class (SSR bundle, server bundle).
      'no-restricted-syntax': [
        'error',
        { selector: "BinaryExpression[operator='instanceof'][right.name='ApiRequestError']", message: 'Use isApiError() from client/api/client.ts.' },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  { rules: { 'no-restricted-imports': ['error', { patterns: ALIASES }] } },
  // The fence: browser code (client/, themes/) takes anything of the server side, types included,
  // only out of server/contract, so the contract is the whole of what the two sides share (decision
  // 0141). Tests run in Node; the SSR entry runs in Node too (node:stream) but shares the rest of the fence.
  {
    files: ['client/**/*.{ts,tsx}', 'themes/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: I18N_HOOK, patterns: [...ALIASES, ...CLIENT_FENCE, SERVER_PACKAGES] }] },
  },
  {
    files: ['client/entry-server.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: I18N_HOOK, patterns: [...ALIASES, ...CLIENT_FENCE] }] },
  },
  // One data-fetching convention (docs/architecture.md#client-data-fetching): a read is a factory
  // and a write a function or mutation hook in client/queries/<area>.ts (the console's in
  // client/console/queries/), keys from their keys.ts. Elsewhere no key, query or request is written.
  // client/api is the transport; client/realtime applies live events to the cache; the push
  // adapter keeps the server's copy of this browser's subscription in step with the browser's own.
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'client/queries/**',
      'client/console/queries/**',
      'client/api/**',
      'client/realtime/**',
      'client/push/browser.ts',
      'client/lib/tracking.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "BinaryExpression[operator='instanceof'][right.name='ApiRequestError']", message: 'Use isApiError() from client/api/client.ts.' },
        ...DATA_FETCHING,
      ],
    },
  },
  // server/contract is what the browser may load: it imports only from itself, types included.
  {
    files: ['server/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|\\.\\./|#server/contract/)',
              message: 'server/contract is loaded by the browser and is all the two sides share: import only from server/contract, types too.',
            },
          ],
        },
      ],
    },
  },
);
