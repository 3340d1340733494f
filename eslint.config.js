// Lint rules, including the import zones of docs/architecture (../shared/design/architecture.md):
// imports flow app -> features -> shared -> generated, and a few libraries have one home each.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { noJsxLiteralText } from './eslint-rules/no-jsx-literal-text.js';
import { importZones } from './eslint-rules/import-zones.js';
import { noLiteralColour } from './eslint-rules/no-literal-colour.js';
import { serverModuleZones } from './eslint-rules/server-module-zones.js';

/** A library that only one folder may import. */
const singleHome = [
  { name: 'openapi-fetch', home: 'src/shared/api' },
  { name: '@stomp/stompjs', home: 'src/shared/live' },
];
const testOnly = ['msw', 'msw/*', 'msw-storybook-addon', '@pact-foundation/pact', '@pact-foundation/*'];

/** The Kysely calls that start a query (or a common table expression). */
const kyselyQueryStarts = ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'mergeInto', 'replaceInto', 'selectNoFrom', 'with', 'withRecursive'];

const restrict = (patterns) => ['error', { patterns }];
const homeBans = (except) =>
  singleHome
    .filter((l) => l.home !== except)
    .map((l) => ({ group: [l.name, `${l.name}/*`], message: `only ${l.home} may import ${l.name}` }));

export default tseslint.config(
  {
    ignores: [
      'node_modules', 'dist', 'storybook-static', 'data', '**/generated/**', 'contracts/pacts',
      'public/mockServiceWorker.js', 'src/shared/i18n/compiled', 'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // The web client: shared/ imports no feature and no app code, and no test library.
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    ignores: ['src/shared/api/**'],
    rules: {
      'no-restricted-imports': restrict([
        ...homeBans(null),
        { group: ['**/features/*', '**/app/*', '**/features/**', '**/app/**'], message: 'shared/ never imports features/ or app/' },
        { group: testOnly, message: 'test libraries belong to src/testing, tests, stories and contracts' },
        { group: ['**/openapi/generated/*'], message: 'only src/shared/api imports the generated types' },
      ]),
    },
  },
  {
    files: ['src/shared/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        ...homeBans(null),
        { group: ['@reduxjs/*', 'react-redux', '**/shared/api/**', '**/shared/live/**', '**/features/**', '**/app/**'], message: 'the design system has no Redux and no API' },
        { group: testOnly, message: 'test libraries belong to src/testing, tests, stories and contracts' },
        { group: ['**/openapi/generated/*'], message: 'only src/shared/api imports the generated types' },
      ]),
    },
  },
  {
    files: ['src/shared/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict([...homeBans('src/shared/api'), { group: testOnly, message: 'no test libraries in the client' }]) },
  },
  {
    files: ['src/shared/live/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict([...homeBans('src/shared/live'), { group: testOnly, message: 'no test libraries in the client' }]) },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        ...homeBans(null),
        { group: testOnly, message: 'test libraries belong to src/testing, tests, stories and contracts' },
        { group: ['**/openapi/generated/*'], message: 'only src/shared/api imports the generated types' },
      ]),
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx'],
    rules: {
      'no-restricted-imports': restrict([
        ...homeBans(null),
        { group: testOnly, message: 'test libraries belong to src/testing, tests, stories and contracts' },
      ]),
    },
  },
  // Zones by resolved path: features import shared/ only; shared/ imports no feature and no app.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { zones: { rules: { 'import-zones': importZones } } },
    rules: { 'zones/import-zones': 'error' },
  },
  // Every call goes through an RTK Query endpoint of its feature (its api.ts, or a *Api.ts beside
  // it; shared/api for the few several features share): no call on the client and no ad-hoc thunk
  // anywhere else.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/api/**', 'src/**/api.ts', 'src/**/*Api.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.property.name='client'][callee.property.name=/^(GET|POST|PUT|PATCH|DELETE)$/]",
          message: 'calls go through an RTK Query endpoint of the feature (its api.ts)',
        },
        { selector: "ImportSpecifier[imported.name='createAsyncThunk']", message: 'calls go through an RTK Query endpoint of the feature (its api.ts), not a thunk' },
      ],
    },
  },
  // Colours come from the design tokens: no literal colour in a styled template.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { colours: { rules: { 'no-literal-colour': noLiteralColour } } },
    rules: { 'colours/no-literal-colour': 'error' },
  },
  // Screens say nothing in literal text: every word goes through react-intl (src/shared/i18n).
  {
    files: ['src/features/**/*.tsx', 'src/app/**/*.tsx'],
    plugins: { local: { rules: { 'no-jsx-literal-text': noJsxLiteralText } } },
    rules: { 'local/no-jsx-literal-text': 'error' },
  },
  // The server never imports the client, its stories or the design tokens.
  // Shared by the web client and the server (the attachment rules, the periods): plain data and
  // rules, importing nothing but the date library both sides run.
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([{ group: ['*', '**/*', 'node:*', '!date-fns', '!@date-fns', '!@date-fns/utc'], message: 'shared/ is what the client and the server both read: it imports nothing but date-fns' }]),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/src/**', '**/stories/**', '**/design-tokens/**'], message: 'the server never imports the web client' },
        { group: testOnly, message: 'no test libraries in the server' },
      ]),
    },
  },
  // The module shape (docs/adr/0001-server-module.md): repositories hold the queries, services
  // the rules, and only the HTTP side of a module (*.handlers.ts, *.live.ts, the handler map)
  // touches the request and the reply.
  {
    files: ['server/modules/**/*.ts'],
    ignores: ['server/modules/**/*.handlers.ts', 'server/modules/**/*.live.ts', 'server/modules/index.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/src/**', '**/stories/**', '**/design-tokens/**'], message: 'the server never imports the web client' },
        { group: testOnly, message: 'no test libraries in the server' },
        { group: ['fastify', 'fastify/*', '@fastify/*', '**/http/*', '**/http/**'], message: 'only handlers (*.handlers.ts, *.live.ts) touch HTTP: services and repositories take (db, actor, input) and throw DomainError' },
      ]),
    },
  },
  // Every query is built in a *.repository.ts (or a migration, server/db, or the demo data's writer).
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.repository.ts', 'server/db/**', 'server/demo/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(${kyselyQueryStarts.join('|')})$/]`,
          message: 'a query is built in a *.repository.ts only (docs/adr/0001-server-module.md)',
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL is written in a *.repository.ts only (docs/adr/0001-server-module.md)' },
        { selector: "MemberExpression[object.name='sql']", message: 'SQL is written in a *.repository.ts only (docs/adr/0001-server-module.md)' },
      ],
    },
  },
  // A module reaches another through its service: no file outside a module imports its
  // repositories (the agent hierarchy's fragments excepted, for other repositories), and
  // server/http and server/db import no module internals.
  {
    files: ['server/**/*.ts'],
    plugins: { server: { rules: { 'module-zones': serverModuleZones } } },
    rules: { 'server/module-zones': 'error' },
  },
  // Import cycles are refused by dependency-cruiser (.dependency-cruiser.cjs, npm run lint), which
  // also counts type-only imports.
);
