// Shared vitest settings for DOM-testing packages (components and areas). Plain JavaScript because vitest
// loads config files with Node, which cannot import TypeScript from a linked workspace package.
import { configDefaults, defineProject } from 'vitest/config';

/**
 * The test files that need a module cache of their own even in a project whose files share one: they mock a
 * module (`vi.mock`) or count a module's imports, which a module another file loaded first would defeat.
 * They are named `*.isolated.test.ts(x)` and run in the project `isolatedDomProject` makes.
 */
export const isolatedTestFiles = '**/*.isolated.test.{ts,tsx}';

const domTest = (name) => ({
  name,
  environment: 'jsdom',
  // 20 s a test, not vitest's 5: a ceiling for a rendering test beside the database lanes on a loaded
  // two-core machine (a lazy route took over 5 s there); a passing test is no slower.
  testTimeout: 20_000,
});

/**
 * A vitest project running in jsdom.
 * @param {string} name the project name (the package name)
 * @param {{ shareModules?: boolean }} [options] shareModules: the test files of a worker share one module
 *   cache and one jsdom (isolate: false) instead of importing React, the stores and the game content again
 *   for every file (about half the project's CPU time, three quarters for ui and the shell). Each file still
 *   unmounts what it rendered (Testing Library's cleanup) and undoes its stubs; the files named
 *   `*.isolated.test.ts(x)` are left to `isolatedDomProject`.
 */
export const domProject = (name, { shareModules = false } = {}) =>
  defineProject({
    test: {
      ...domTest(name),
      isolate: !shareModules,
      ...(shareModules ? { exclude: [...configDefaults.exclude, isolatedTestFiles] } : {}),
    },
  });

/**
 * The `*.isolated.test.ts(x)` files of a package whose other files share their modules: a project of their
 * own (`<name>-isolated`), each file with a fresh module cache.
 * @param {string} name the package's project name
 */
export const isolatedDomProject = (name) =>
  defineProject({ test: { ...domTest(`${name}-isolated`), isolate: true, include: [isolatedTestFiles] } });
