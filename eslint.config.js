import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noLiteralUiText from './scripts/eslint/no-literal-ui-text.mjs';

const SERVER_NEVER_IMPORTS_WEB = { group: ['**/web/**', '@review/web*'], message: 'the server never imports the web app' };
/** The server's infrastructure folders (under server/src/): what features build on, never the other way round. */
export const SERVER_INFRASTRUCTURE_FOLDERS = ['db', 'blob', 'mail', 'jobs', 'renderer', 'plugins', 'domain-events', 'read-cache', 'net', 'i18n'];
const FEATURE_WALL = 'a feature imports another only through its published entry, features/<name>/index.ts (defineFeature, ctx.use), never its repository, presenter or service';
/** An import of another feature's file other than index.ts, from a file `depth` folders below features/ (relative paths cannot say which feature they leave otherwise). */
const otherFeatureFile = (depth) => ({ regex: `^(\\.\\./){${depth}}[^./][^/]*/(?!index\\.ts$)|(^|/)features/[^/]+/(?!index\\.ts$)`, message: FEATURE_WALL });
const ROOT_WALL = 'only tests import a composition root (app.ts, server.ts, render-worker.ts, admin/, openapi/, test/): what features or infrastructure share lives in infrastructure';
/** An import of a composition root from a file `depth` folders below server/src/ (`+` for any depth: no infrastructure folder has one of those names inside). */
const compositionRoot = (depth) => ({ regex: `^(\\.\\./)${depth}(app|app-infrastructure|server|render-worker)\\.ts$|^(\\.\\./)${depth}(admin|openapi|test)/`, message: ROOT_WALL });
const ENTRY_WALL = "a feature's entry publishes types, service interfaces and deliberate functions, never its repository or presenter: give the caller an operation of its own (or a service through `publishes`)";
/** `export … from` its repository.ts or presenter.ts, in a feature's index.ts. */
const ENTRY_REEXPORT = ':matches(ExportNamedDeclaration, ExportAllDeclaration)[source.value=/^\\.\\/(repository|presenter)\\.ts$/]';
const INFRASTRUCTURE_WALL = { regex: '(^|/)features(/|$)', message: 'infrastructure never imports features/: declare the interface it needs here and let the composition root (app.ts) pass the feature in' };
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['server/**/*.{ts,mjs}', 'scripts/**/*.mjs', 'bench/**/*.{ts,mjs}', 'e2e/**/*.ts', '*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@review/*', '../*'], message: 'contract depends on zod only' }] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['@review/server*', '**/server/**'], message: 'the web app talks to the server through contract/ only' }] }],
    },
  },
  {
    // Every language (docs/ARCHITECTURE.md, Languages): the words of the interface live in web/src/i18n/messages.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    plugins: { review: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
    rules: {
      'review/no-literal-ui-text': [
        'error',
        { props: { include: [['*', '{label,title,description,heading,hint,message,text,caption,tooltip,placeholder,confirmLabel,emptyText,*Label,*Text,*Title,*Message,*Hint,*Description}']] } },
      ],
    },
  },
  {
    files: ['web/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../features/*', '../pages/*', '**/features/**', '**/pages/**'], message: 'ui/ holds primitives with no domain imports' }] }],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER_NEVER_IMPORTS_WEB] }],
    },
  },
  {
    // The server's walls (docs/ARCHITECTURE.md, Layers): infrastructure never imports a feature; the
    // feature hands it what it needs through an interface infrastructure declares. Only the
    // composition roots (app.ts, server.ts, render-worker.ts, config.ts, admin/, openapi/, test/) may.
    files: [...SERVER_INFRASTRUCTURE_FOLDERS.map((folder) => `server/src/${folder}/**/*.ts`), 'server/src/errors.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_NEVER_IMPORTS_WEB, INFRASTRUCTURE_WALL] }] },
  },
  {
    // Nor a composition root, outside its tests.
    files: SERVER_INFRASTRUCTURE_FOLDERS.map((folder) => `server/src/${folder}/**/*.ts`),
    ignores: ['server/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_NEVER_IMPORTS_WEB, INFRASTRUCTURE_WALL, compositionRoot('+')] }] },
  },
  {
    // The walls between features (docs/ARCHITECTURE.md, Layers), and below the composition roots; tests may reach into any feature to set up their case.
    files: ['server/src/features/*/*.ts'],
    ignores: ['server/src/features/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_NEVER_IMPORTS_WEB, otherFeatureFile(1), compositionRoot('{2}')] }] },
  },
  {
    // What a feature publishes (docs/ARCHITECTURE.md, Layers): its entry re-exports neither its SQL nor its wire shapes.
    files: ['server/src/features/*/index.ts'],
    rules: { 'no-restricted-syntax': ['error', { selector: ENTRY_REEXPORT, message: ENTRY_WALL }] },
  },
  {
    files: ['server/src/features/*/*/*.ts'],
    ignores: ['server/src/features/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_NEVER_IMPORTS_WEB, otherFeatureFile(2), compositionRoot('{3}')] }] },
  },
  {
    files: ['server/src/features/*/*/*/*.ts'],
    ignores: ['server/src/features/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_NEVER_IMPORTS_WEB, otherFeatureFile(3), compositionRoot('{4}')] }] },
  },
);
