// Areas and the shell write layout CSS only: no literal colour, no `.dh-` class restyled. The checker is proved
// on small fixtures, then run over every CSS file of the shell and the remotes.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { areaCssProblems } from './area-css';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
    )
    .sort();
}

const appFolders = readdirSync(repoRoot)
  .filter((name) => name === 'shell' || name.startsWith('mf-'))
  .sort();
const areaCss = appFolders.flatMap((app) => cssFiles(join(repoRoot, app, 'src')));

describe('the layout-only check of area CSS', () => {
  it('finds a hex colour, rgb(), hsl() and a named colour, each on its line', () => {
    const css = [
      '.a {',
      '  color: #fff;',
      '  background: rgb(0 0 0 / 25%);',
      '}',
      '.b { border-color: hsl(0 0% 50%); }',
      '.c { outline: 1px solid white; }',
    ].join('\n');
    expect(areaCssProblems(css)).toEqual([
      { line: 2, problem: 'a literal colour (#fff) in color' },
      { line: 3, problem: 'a literal colour (rgb()) in background' },
      { line: 5, problem: 'a literal colour (hsl()) in border-color' },
      { line: 6, problem: 'a literal colour (white) in outline' },
    ]);
  });

  it('finds a .dh- class restyled, also inside a media query or after another selector', () => {
    const css =
      '.page .dh-button { min-height: 3rem; }\n@media print {\n  .sheet .dh-tabs__list { display: none; }\n}\n';
    expect(areaCssProblems(css)).toEqual([
      { line: 1, problem: "restyles the design system's .dh-button" },
      { line: 3, problem: "restyles the design system's .dh-tabs__list" },
    ]);
  });

  it('lets tokens, keywords, comments and layout through', () => {
    const css = [
      '/* #fff and .dh-button in a comment */',
      '.a { color: var(--dh-ink); background: transparent; border: 1px solid currentColor; }',
      '.b { white-space: nowrap; display: grid; grid-template-areas: "red white"; }',
      '.c { box-shadow: var(--dh-shadow-1); --local: var(--dh-role-hp); }',
    ].join('\n');
    expect(areaCssProblems(css)).toEqual([]);
  });

  it('scans the CSS of the shell and every remote', () => {
    expect(appFolders).toContain('shell');
    expect(appFolders.filter((a) => a.startsWith('mf-')).length).toBeGreaterThanOrEqual(5);
    expect(areaCss.length).toBeGreaterThan(5);
  });

  it.each(areaCss.map((file) => [relative(repoRoot, file)]))('%s holds layout only', (file) => {
    const found = areaCssProblems(readFileSync(join(repoRoot, file), 'utf8')).map(
      (p) => `${file}:${p.line}: ${p.problem}`,
    );
    expect(found).toEqual([]);
  });
});
