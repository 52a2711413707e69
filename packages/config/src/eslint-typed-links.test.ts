// Proves the typed-links rule of the workspace ESLint config: an area that writes an absolute path by hand
// fails lint; the typed route API, route declarations and an area's declared page patterns pass.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function typedLinkErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.includes('typed route API'))
    .map((m) => m.message);
}

describe('typed links in areas', () => {
  it.each([
    ['a string literal', "export const list = '/character';\n"],
    ['a template string', 'export const sheet = (id: number) => `/character/${id}`;\n'],
    ['a navigation', "declare const navigate: (to: string) => void;\nnavigate('/campaign');\n"],
    ['a URL built on the origin', "export const u = new URL('/auth/login', 'https://x.example');\n"],
  ])('%s with a hand-written path fails lint', async (_, code) => {
    const errors = await typedLinkErrors('mf-character/src/features/sheet/fixture.ts', code);
    expect(errors).toHaveLength(1);
  });

  it('a link in JSX with a hand-written path fails lint', async () => {
    const code =
      'import { Link } from \'@duality/libs/router\';\nexport const A = () => <Link to="/homebrew">Homebrew</Link>;\n';
    expect(await typedLinkErrors('mf-homebrew/src/features/browse/fixture.tsx', code)).toHaveLength(1);
  });

  it('the typed route API, a route declaration and a declared page pattern pass', async () => {
    const code = [
      "import { buildPath, fillPath } from '@duality/platform';",
      "import { route } from '@duality/area-kit';",
      "export const sheet = (id: number) => buildPath('/character/:id', { id });",
      "export const characterPagePatterns = { print: '/character/print/:id' } as const;",
      'export const print = (id: number) => fillPath(characterPagePatterns.print, { id });',
      "export const r = route({ path: '/character', title: 'Characters', page: () => null });",
      "export const search = `${buildPath('/homebrew')}?kind=armor`;",
      'export const fraction = (a: number, b: number) => `${a}/${b}`;',
      '',
    ].join('\n');
    expect(await typedLinkErrors('mf-character/src/lib/fixture.ts', code)).toEqual([]);
  });

  it('outside the areas, and in an area test, the rule does not apply', async () => {
    const code = "export const list = '/character';\n";
    expect(await typedLinkErrors('shell/src/features/fixture.ts', code)).toEqual([]);
    expect(await typedLinkErrors('mf-character/src/features/sheet/fixture.test.ts', code)).toEqual([]);
  });
});
