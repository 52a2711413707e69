// Shared vitest settings for DOM-testing packages (components and areas). Plain JavaScript because vitest
// loads config files with Node, which cannot import TypeScript from a linked workspace package.
import { defineProject } from 'vitest/config';

/**
 * A vitest project running in jsdom.
 * @param {string} name the project name (the package name)
 * @param {{ shareModules?: boolean }} [options] shareModules: the test files of a worker share one module
 *   cache and one jsdom (isolate: false) instead of importing React, the stores and the game content again
 *   for every file (about half the project's CPU time). Only for a project whose files leave no module state
 *   behind and mock no module; each file still unmounts what it rendered (Testing Library's cleanup).
 */
export const domProject = (name, { shareModules = false } = {}) =>
  defineProject({
    // 20 s a test, not vitest's 5: a ceiling for a rendering test beside the database lanes on a loaded
    // two-core machine (a lazy route took over 5 s there); a passing test is no slower.
    test: { name, environment: 'jsdom', isolate: !shareModules, testTimeout: 20_000 },
  });
