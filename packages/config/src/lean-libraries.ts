// Build settings that keep the libraries of the shell's first load lean (the first load of `/` is on a byte
// budget, bench/budgets.json), for every app alike.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Rspack } from '@rsbuild/core';

/**
 * Aliases to the leaner builds of two libraries every app uses through `@duality/libs`. rxjs: its ES2015 build
 * (`dist/esm`, what its `es2015` export condition names) instead of the ES5 one bundlers get by default
 * (`dist/esm5`), whose classes are functions over tslib's helpers. react-router: in production, its
 * production build, which differs only in its development warnings switched off (`ENABLE_DEV_WARNINGS`); the
 * package's exports name the development build for every condition. About 2.2 KB gzip of the first load.
 */
export function leanerLibraryBuilds(appDir: string, production: boolean): Record<string, string> {
  const app = createRequire(join(appDir, 'package.json'));
  const libs = createRequire(app.resolve('@duality/libs/package.json'));
  const dirOf = (pkg: string) => dirname(libs.resolve(`${pkg}/package.json`));
  const existing = (file: string): string => {
    if (!existsSync(file))
      throw new Error(`No ${file}: the library's layout changed (see lean-libraries.ts).`);
    return file;
  };
  return {
    rxjs$: existing(join(dirOf('rxjs'), 'dist', 'esm', 'index.js')),
    ...(production
      ? { 'react-router$': existing(join(dirOf('react-router'), 'dist', 'production', 'index.mjs')) }
      : {}),
  };
}

/**
 * zod/mini (`@duality/libs/zod-mini`, the zod of the first load) in a layer of its own. A bundler keeps one
 * copy of a module per layer and trims it to what that copy's importers use; classic zod, which the shell
 * provides to the areas (`@duality/libs/zod`) and the stores use, uses nearly all of zod's core, so sharing
 * the core with it, zod/mini brought the whole core (about 18 KB gzip) into the first load of `/`. In their
 * own layer, zod/mini and the core it imports (and the English messages) are trimmed to what the page's
 * schemas use: about 11 KB gzip. A page that later loads classic zod has two copies of the core, of one
 * version; zod keeps its configuration and registry on `globalThis` for that, and recognises its schemas
 * and errors by their traits, not by class identity.
 */
export function zodMiniLayer(): Rspack.RuleSetRule {
  return { test: /[\\/]libs[\\/]src[\\/]zod-mini\.ts$/, layer: 'zod-mini' };
}
