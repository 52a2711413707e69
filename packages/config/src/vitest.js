// Shared vitest settings for DOM-testing packages (components and areas). Plain JavaScript because vitest
// loads config files with Node, which cannot import TypeScript from a linked workspace package.
import { defineProject } from 'vitest/config';

/**
 * A vitest project running in jsdom.
 * @param {string} name the project name (the package name)
 */
export const domProject = (name) =>
  defineProject({
    test: { name, environment: 'jsdom' },
  });
