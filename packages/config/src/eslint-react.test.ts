// Proves the React rules of the workspace ESLint config (hooks, accessibility of JSX, feature folders) fail
// on a violation and pass on the legal form, by linting small fixtures under the paths where they would live.
// Feature-folder fixtures import real files, because the rule judges the path an import resolves to.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function errorsOf(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('react-hooks', () => {
  it('a hook called conditionally fails lint, in .tsx and .ts files', async () => {
    const code =
      "import { useState } from 'react';\nexport function useX(on: boolean) {\n  if (on) useState(0);\n}\n";
    for (const file of ['mf-character/src/features/sheet/use-x.ts', 'packages/ui/src/fixture.tsx']) {
      expect(await errorsOf('react-hooks/rules-of-hooks', file, code), file).toHaveLength(1);
    }
  });

  it('a missing effect dependency is reported', async () => {
    const code =
      "import { useEffect } from 'react';\nexport function useLog(id: number) {\n  useEffect(() => console.log(id), []);\n}\n";
    expect(
      await errorsOf('react-hooks/exhaustive-deps', 'shell/src/features/dev/use-log.ts', code),
    ).toHaveLength(1);
  });

  it('hooks called unconditionally with their dependencies pass', async () => {
    const code =
      "import { useEffect, useState } from 'react';\nexport function useLog(id: number) {\n  const [n] = useState(0);\n  useEffect(() => console.log(id, n), [id, n]);\n}\n";
    const file = 'shell/src/features/dev/use-log.ts';
    expect(await errorsOf('react-hooks/rules-of-hooks', file, code)).toEqual([]);
    expect(await errorsOf('react-hooks/exhaustive-deps', file, code)).toEqual([]);
  });
});

describe('jsx-a11y', () => {
  it('an image without alt text and a click handler on a div fail lint', async () => {
    const file = 'mf-homebrew/src/features/editor/fixture.tsx';
    const img = 'export const A = () => <img src="a.png" />;\n';
    expect(await errorsOf('jsx-a11y/alt-text', file, img)).toHaveLength(1);
    const div = 'export const B = ({ go }: { go: () => void }) => <div onClick={go}>Go</div>;\n';
    expect(await errorsOf('jsx-a11y/click-events-have-key-events', file, div)).toHaveLength(1);
    expect(await errorsOf('jsx-a11y/no-static-element-interactions', file, div)).toHaveLength(1);
  });

  it('accessible markup passes', async () => {
    const code =
      'export const A = ({ go }: { go: () => void }) => (\n  <>\n    <img src="a.png" alt="A map" />\n    <button type="button" onClick={go}>Go</button>\n  </>\n);\n';
    const [result] = await eslint.lintText(code, {
      filePath: join(repoRoot, 'mf-homebrew/src/features/editor/fixture.tsx'),
    });
    expect((result?.messages ?? []).filter((m) => m.ruleId?.startsWith('jsx-a11y/'))).toEqual([]);
  });
});

describe('feature folders', () => {
  const rule = 'import-x/no-restricted-paths';

  it('a feature importing another feature fails lint, however the path is written', async () => {
    for (const source of ['../profile/display-name-form', '../../features/profile/display-name-form']) {
      const code = `import { DisplayNameForm } from '${source}';\nexport const x = DisplayNameForm;\n`;
      const errors = await errorsOf(rule, 'mf-account/src/features/auth/fixture.ts', code);
      expect(errors, source).toHaveLength(1);
      expect(errors[0]).toContain('Features never import each other');
    }
  });

  it('a feature importing another feature fails lint in the shell too', async () => {
    const code = "import { DevPage } from '../dev/dev-page';\nexport const x = DevPage;\n";
    expect(await errorsOf(rule, 'shell/src/features/pages/fixture.ts', code)).toHaveLength(1);
  });

  it('shared code importing a feature fails lint', async () => {
    const code = "import { DevPage } from '../features/dev/dev-page';\nexport const x = DevPage;\n";
    for (const file of [
      'shell/src/lib/fixture.ts',
      'shell/src/components/fixture.ts',
      'shell/src/hooks/fixture.ts',
    ]) {
      const errors = await errorsOf(rule, file, code);
      expect(errors, file).toHaveLength(1);
      expect(errors[0]).toContain('never imports a feature');
    }
  });

  it('a feature or shared code importing src/app fails lint', async () => {
    const code =
      "import { createShellRouter } from '../../app/router';\nexport const x = createShellRouter;\n";
    const errors = await errorsOf(rule, 'shell/src/features/dev/fixture.ts', code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Nothing imports src/app');
    const fromLib =
      "import { createShellRouter } from '../app/router';\nexport const x = createShellRouter;\n";
    expect(await errorsOf(rule, 'shell/src/lib/fixture.ts', fromLib)).toHaveLength(1);
  });

  it('a feature may import its own files, shared code and packages; src/app may import features', async () => {
    const inFeature =
      "import { DisplayNameForm } from './display-name-form';\nimport { NewPasswordForm } from '../../components/new-password-form';\nimport { bus } from '@duality/bus';\nexport const x = [DisplayNameForm, NewPasswordForm, bus];\n";
    expect(await errorsOf(rule, 'mf-account/src/features/profile/fixture.ts', inFeature)).toEqual([]);
    const inApp = "import { LoginPage } from '../features/auth/login-page';\nexport const x = LoginPage;\n";
    expect(await errorsOf(rule, 'mf-account/src/app/fixture.ts', inApp)).toEqual([]);
  });
});
