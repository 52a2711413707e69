// The workspace's one ESLint configuration. Besides the usual TypeScript rules it enforces the one-way
// import rules of docs/architecture.md, so that a violation fails `pnpm lint` (and CI):
//  - a remote never imports another remote or the shell (they meet only through Module Federation);
//  - the shell never imports a remote statically;
//  - only packages/supabase imports @supabase/supabase-js, calls createClient or opens a `.channel(`
//    (tests, edge functions, the embedded backend, tooling and the database's client type are exempt);
//  - areas (the remotes) never import the Supabase client at all, ours included: every read and write goes
//    through packages/stores (one schema and one error policy per read), and the stores reach area components
//    through React context, never the module-global getters (getDataStores, getSessionStore);
//  - packages/rules imports nothing of ours;
//  - application code never imports test helpers (`@duality/*/testing`), which no versioned surface holds;
//  - the modules of the first load (the shell's src, the platform's and the bus's browser code, the backend
//    configuration of packages/supabase, the consent record of packages/rules) never import classic zod:
//    they parse with zod/mini, through a zod-mini module that registers its English error messages;
//  - inside each app (the shell and every remote) features never import each other, shared code
//    (src/components, src/hooks, src/lib, src/config) never imports a feature, and nothing imports src/app,
//    which composes the features.
// React code also gets the hooks rules (react-hooks recommended-latest: the recommended set, compiler checks
// included, plus void-use-memo) and the accessibility rules for JSX
// (jsx-a11y, recommended).
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The remotes: every `mf-*` folder of the repository, read from disk (this file is plain JavaScript and cannot
 * import the platform's area definition), so a new area is linted the moment its folder exists;
 * packages/platform/src/area-definition.test.ts fails when these folders and `areaApps` disagree.
 */
const remotes = readdirSync(repoRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
  .map((entry) => entry.name)
  .sort();
/** Import patterns that reach into an app folder or package by name. */
const appImportPatterns = (apps) =>
  apps.flatMap((app) => [`**/${app}`, `**/${app}/**`, `@duality/${app}`, `@duality/${app}/**`]);

const remoteBoundary = {
  group: [...appImportPatterns(remotes), ...appImportPatterns(['shell'])],
  message:
    'A remote may not import another remote or the shell: areas meet only through the Module Federation runtime and the bus (docs/architecture.md).',
};

const shellBoundary = {
  group: appImportPatterns(remotes),
  message:
    'The shell reaches remotes only through loadRemote() at runtime, never a static import (docs/architecture.md).',
};

const supabaseBoundary = {
  group: ['@supabase/supabase-js', '@supabase/supabase-js/**', '@supabase/*-js'],
  message: 'Only packages/supabase imports supabase-js: use the shared client from @duality/supabase.',
};

const areaClientBoundary = {
  group: ['@duality/supabase', '@duality/supabase/**'],
  message:
    'Areas never call the Supabase client: read and write through the stores (useDataStores() from @duality/stores/react), where each read has one schema and one error policy.',
};

/** Test helpers (`@duality/stores/testing`) are for tests: outside the versioned surface, never in a build. */
const testingBoundary = {
  group: ['@duality/*/testing', '@duality/*/testing/**'],
  message:
    "Test helpers are for tests only: they are no package's versioned surface and never ship in a build.",
};

/** The stores' module-global getters and registrations: areas take the stores from React context instead. */
const storeGlobals = [
  {
    name: '@duality/stores',
    importNames: ['getDataStores', 'getSessionStore', 'provideDataStores', 'provideSessionStore'],
    message:
      'Areas take the stores from React context (useDataStores, useSessionStore from @duality/stores/react; AreaServicesProvider in tests), not from module globals.',
  },
];

const rulesBoundary = {
  regex: '^@duality/(?!libs/)',
  message: 'packages/rules imports nothing of ours but @duality/libs: it is the bottom layer.',
};

/** Files allowed to talk to supabase-js directly (see the header). */
const supabaseExempt = [
  'packages/supabase/**',
  'packages/supabase-local/**',
  'supabase/functions/**',
  'supabase/tests/**',
  // The client's type, supabase-js typed with the database (type-only: it changes with every migration).
  'supabase/types/client.ts',
  'e2e/**',
  'bench/**',
  'scripts/**',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/test/**',
];

const apps = ['shell', ...remotes];

/** The feature folders of an app, read from disk so a new feature is covered the moment it exists. */
const featuresOf = (app) => {
  const dir = join(repoRoot, app, 'src/features');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
};

/**
 * Feature-folder zones of one app. Paths are resolved (so `../b/x` and `../../features/b/x` are the same
 * import), which prefix patterns on the import text could not do from every folder depth.
 */
const featureZones = (app) => {
  const src = `${app}/src`;
  const shared = ['components', 'hooks', 'lib', 'config'].map((dir) => `${src}/${dir}`);
  return [
    ...featuresOf(app).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: `Features never import each other: move what "${feature}" needs to src/components, src/hooks, src/lib or a package, or compose the two in src/app.`,
    })),
    {
      target: shared,
      from: `${src}/features`,
      message: 'Shared code (src/components, src/hooks, src/lib, src/config) never imports a feature.',
    },
    {
      target: [`${src}/features`, ...shared],
      from: `${src}/app`,
      message: 'Nothing imports src/app: it composes the features, never the other way round.',
    },
  ];
};

const featureBoundaries = ['error', { basePath: repoRoot, zones: apps.flatMap(featureZones) }];

const restrict = (...patterns) => ['error', { patterns }];

/**
 * Application code takes react-router, zod and rxjs from @duality/libs: the parts the product uses, shared
 * once per page (packages/libs/README.md). Exact names only: `zod/mini` stays allowed.
 */
const sharedLibraryPaths = ['react-router', 'zod', 'rxjs'].map((name) => ({
  name,
  message: `Import ${name} through @duality/libs (router, zod, rxjs): the part the product uses, shared once per page (packages/libs/README.md).`,
}));

/** Like restrict, and the shared libraries come from @duality/libs. */
const restrictInApp = (...patterns) => ['error', { paths: sharedLibraryPaths, patterns }];

/** An area's files: no store globals, and `inApp` adds the shared libraries' rule. */
const restrictInArea = (inApp, ...patterns) => [
  'error',
  { paths: [...storeGlobals, ...(inApp ? sharedLibraryPaths : [])], patterns },
];

/** The browser packages whose source is application code (their tests, and Node-only code, excepted). */
const browserPackages = ['bus', 'ui', 'area-kit', 'platform', 'stores', 'supabase'];
const notApplicationCode = [
  '**/*.{test,spec}.{ts,tsx}',
  '**/test/**',
  '**/test-*.{ts,tsx}',
  'packages/platform/src/node/**',
  'packages/platform/src/cli/**',
];

/**
 * Classic zod keeps its whole method-chain library (about 27 KB gzip) in any bundle that imports it, and the
 * first load of every page would carry it for a few small schemas. zod/mini is trimmed to what a schema
 * uses, but has no error messages of its own: @duality/libs/zod-mini registers the English ones.
 */
const firstLoadZodPaths = [
  {
    name: 'zod',
    message:
      'The first load carries zod/mini only (classic zod is about 27 KB gzip): import { z } from @duality/libs/zod-mini.',
  },
  {
    name: 'zod/mini',
    message:
      'Import { z } from @duality/libs/zod-mini: it registers the English error messages zod/mini lacks.',
  },
];

/** Files under the first-load rule that are not application code, or that define the zod-mini module itself. */
const firstLoadZodExempt = [...notApplicationCode, '**/zod-mini.ts'];

/** Like restrictInApp, and zod is zod/mini through @duality/libs/zod-mini. */
const restrictFirstLoad = (...patterns) => [
  'error',
  { paths: [...firstLoadZodPaths, ...sharedLibraryPaths.filter((p) => p.name !== 'zod')], patterns },
];

/** Outside packages/supabase nobody makes a client or a realtime channel: use getSupabase() and subscribeToChanges(). */
const oneClientRule = [
  'error',
  {
    selector: "CallExpression[callee.name='createClient']",
    message: 'Only packages/supabase creates the Supabase client: use getSupabase() from @duality/supabase.',
  },
  {
    selector: "CallExpression[callee.property.name='channel']",
    message:
      'Only packages/supabase opens realtime channels: use subscribeToChanges() from @duality/supabase, which always returns an unsubscribe.',
  },
];

/**
 * Typed links: an area builds every path to a page with the typed route API (platform's `buildPath` for the public
 * routes; for its own other pages, `pathTo` or `fillPath` on a pattern it declares once), so a renamed route is a
 * compile error in every area that links to it, not a broken link. A string that starts like an absolute path
 * (`'/character'`, `` `/campaign/${id}` ``) is allowed only as the pattern those functions take, as a route
 * declaration's `path`, and in a constant named `...Pattern` or `...Patterns` (an area's own pages, declared once
 * for its routes and its links).
 */
const builtPathCallee = '/^(buildPath|pathTo|fillPath)$/';
const absolutePath = '/^\\/[a-z]/';
const typedLinksRule = [
  {
    selector: `Literal[value=${absolutePath}]:not(CallExpression[callee.name=${builtPathCallee}] > Literal):not(CallExpression[callee.property.name=${builtPathCallee}] > Literal):not(Property[key.name='path'] > Literal):not(TSLiteralType > Literal):not(ImportDeclaration > Literal):not(VariableDeclarator[id.name=/Patterns?$/] Literal)`,
    message:
      "Build paths with the typed route API: buildPath('/character/:id', { id }) from @duality/platform for a public route, a pattern declared once (a ...Patterns constant) for the area's own pages, so a renamed route fails to compile instead of breaking the link.",
  },
  {
    selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${absolutePath}]`,
    message:
      "Build paths with the typed route API: buildPath('/campaign/:id', { id }) from @duality/platform for a public route, a pattern declared once (a ...Patterns constant) for the area's own pages, instead of a template string.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.cache/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.duality/**',
      'supabase/functions/**',
      'supabase/tests/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {
        window: 'readonly',
        document: 'readonly',
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-undef': 'off',
    },
  },
  // Application code: nobody but packages/supabase imports supabase-js, creates a client or opens a channel.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: supabaseExempt,
    rules: { 'no-restricted-imports': restrict(supabaseBoundary), 'no-restricted-syntax': oneClientRule },
  },
  {
    files: browserPackages.filter((p) => p !== 'supabase').map((p) => `packages/${p}/src/**/*.{ts,tsx}`),
    ignores: notApplicationCode,
    rules: { 'no-restricted-imports': restrictInApp(supabaseBoundary, testingBoundary) },
  },
  {
    files: ['packages/supabase/src/**/*.{ts,tsx}'],
    ignores: notApplicationCode,
    rules: { 'no-restricted-imports': restrictInApp() },
  },
  {
    files: remotes.map((r) => `${r}/**/*.{ts,tsx,js,mjs}`),
    ignores: supabaseExempt,
    rules: {
      'no-restricted-imports': restrictInArea(false, remoteBoundary, supabaseBoundary, areaClientBoundary),
    },
  },
  {
    files: remotes.map((r) => `${r}/src/**/*.{ts,tsx}`),
    ignores: [...supabaseExempt, ...notApplicationCode],
    rules: {
      'no-restricted-imports': restrictInArea(
        true,
        remoteBoundary,
        supabaseBoundary,
        areaClientBoundary,
        testingBoundary,
      ),
      'no-restricted-syntax': [...oneClientRule, ...typedLinksRule],
    },
  },
  // An area's tests may sign users up with a client of their own, but provide the stores through context too.
  {
    files: remotes.map((r) => `${r}/**/*.{test,spec}.{ts,tsx}`),
    rules: { 'no-restricted-imports': restrictInArea(false, remoteBoundary) },
  },
  {
    files: ['shell/**/*.{ts,tsx,js,mjs}'],
    ignores: supabaseExempt,
    rules: { 'no-restricted-imports': restrict(shellBoundary, supabaseBoundary) },
  },
  {
    files: ['shell/**/*.{test,spec}.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(shellBoundary) },
  },
  // The first load parses with zod/mini (see firstLoadZodPaths); the platform's Node tooling keeps classic zod.
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: [...supabaseExempt, ...firstLoadZodExempt],
    rules: { 'no-restricted-imports': restrictFirstLoad(shellBoundary, supabaseBoundary, testingBoundary) },
  },
  {
    files: ['packages/platform/src/**/*.{ts,tsx}', 'packages/bus/src/**/*.{ts,tsx}'],
    ignores: [...supabaseExempt, ...firstLoadZodExempt],
    rules: { 'no-restricted-imports': restrictFirstLoad(supabaseBoundary) },
  },
  {
    files: ['packages/supabase/src/config.ts'],
    rules: { 'no-restricted-imports': restrictFirstLoad() },
  },
  // React: the rules of hooks apply wherever hooks are written (.ts hooks too), accessibility to JSX.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs['recommended-latest'].rules,
  },
  {
    files: ['**/*.{tsx,jsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  // Feature folders inside each app (see the header).
  {
    files: apps.map((app) => `${app}/src/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-restricted-paths': featureBoundaries },
  },
  {
    files: ['packages/rules/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': restrict(rulesBoundary, supabaseBoundary) },
  },
  {
    files: ['packages/rules/src/**/*.{ts,tsx}'],
    ignores: notApplicationCode,
    rules: { 'no-restricted-imports': restrictInApp(rulesBoundary, supabaseBoundary) },
  },
  // The stores stay small (a 418-line store closure was how the write path once went wrong): no file of
  // packages/stores, tests included, over 250 lines, counted as `wc -l` does.
  {
    files: ['packages/stores/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] },
  },
  // The consent entry of packages/rules is read on every page's first load (see firstLoadZodPaths).
  {
    files: [
      'packages/rules/src/consent.ts',
      'packages/rules/src/constants.ts',
      'packages/rules/src/schemas/consent-record.ts',
    ],
    rules: { 'no-restricted-imports': restrictFirstLoad(rulesBoundary, supabaseBoundary) },
  },
);
