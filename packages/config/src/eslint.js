// The workspace's one ESLint configuration. Besides the usual TypeScript rules it enforces the one-way
// import rules of docs/architecture.md, so that a violation fails `pnpm lint` (and CI):
//  - a remote never imports another remote or the shell (they meet only through Module Federation);
//  - the shell never imports a remote statically;
//  - only packages/supabase imports @supabase/supabase-js, calls createClient or opens a `.channel(`
//    (tests, edge functions, the embedded backend and tooling are exempt);
//  - packages/rules imports nothing of ours.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const remotes = ['mf-character', 'mf-builder', 'mf-campaign', 'mf-homebrew', 'mf-account'];

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

const rulesBoundary = {
  group: ['@duality/*'],
  message: 'packages/rules imports nothing of ours: it is the bottom layer.',
};

/** Files allowed to talk to supabase-js directly (see the header). */
const supabaseExempt = [
  'packages/supabase/**',
  'packages/supabase-local/**',
  'supabase/functions/**',
  'e2e/**',
  'bench/**',
  'scripts/**',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/test/**',
];

const restrict = (...patterns) => ['error', { patterns }];

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
    files: remotes.map((r) => `${r}/**/*.{ts,tsx,js,mjs}`),
    ignores: supabaseExempt,
    rules: { 'no-restricted-imports': restrict(remoteBoundary, supabaseBoundary) },
  },
  {
    files: remotes.map((r) => `${r}/**/*.{test,spec}.{ts,tsx}`),
    rules: { 'no-restricted-imports': restrict(remoteBoundary) },
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
  {
    files: ['packages/rules/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': restrict(rulesBoundary, supabaseBoundary) },
  },
);
