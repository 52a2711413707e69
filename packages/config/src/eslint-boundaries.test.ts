// Proves the import-boundary rules of the workspace ESLint config fail on each violation and pass on the
// allowed imports, by linting small fixtures under the paths where they would live.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImportErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('a remote importing another remote fails lint', async () => {
    const errors = await restrictedImportErrors(
      'mf-character/src/app/fixture.ts',
      "import { x } from '../../../mf-builder/src/app/routes';\nexport const y = x;\n",
    );
    expect(errors.join('\n')).toMatch(/may not import another remote or the shell/);
  });

  it('a remote importing another remote by package name fails lint', async () => {
    const errors = await restrictedImportErrors(
      'mf-campaign/src/fixture.tsx',
      "import { x } from '@duality/mf-homebrew';\nexport const y = x;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('a remote importing the shell fails lint', async () => {
    const errors = await restrictedImportErrors(
      'mf-account/src/fixture.ts',
      "import { x } from '../../shell/src/bootstrap';\nexport const y = x;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('the shell importing a remote statically fails lint', async () => {
    const errors = await restrictedImportErrors(
      'shell/src/fixture.ts',
      "import { x } from '../../mf-character/src/lifecycles';\nexport const y = x;\n",
    );
    expect(errors.join('\n')).toMatch(/only through loadRemote/);
  });

  it('application code importing supabase-js fails lint, in remotes, the shell and packages', async () => {
    const code = "import { createClient } from '@supabase/supabase-js';\nexport const c = createClient;\n";
    for (const file of [
      'mf-homebrew/src/fixture.ts',
      'shell/src/fixture.ts',
      'packages/stores/src/fixture.ts',
    ]) {
      const errors = await restrictedImportErrors(file, code);
      expect(errors, file).toHaveLength(1);
      expect(errors[0], file).toContain('Only packages/supabase imports supabase-js');
    }
  });

  it('packages/supabase, tests, edge functions and the embedded backend may import supabase-js', async () => {
    const code = "import { createClient } from '@supabase/supabase-js';\nexport const c = createClient;\n";
    for (const file of [
      'packages/supabase/src/client.ts',
      'packages/supabase-local/test/fixture.ts',
      'packages/stores/src/fixture.test.ts',
      'e2e/tests/fixture.ts',
    ]) {
      expect(await restrictedImportErrors(file, code), file).toEqual([]);
    }
  });

  it('creating a client or opening a channel outside packages/supabase fails lint', async () => {
    const code = 'export const c = createClient("u", "k");\nexport const ch = client.channel("x");\n';
    const [result] = await eslint.lintText(code, {
      filePath: join(repoRoot, 'packages/stores/src/fixture.ts'),
    });
    const messages = (result?.messages ?? [])
      .filter((m) => m.ruleId === 'no-restricted-syntax')
      .map((m) => m.message);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('use getSupabase()');
    expect(messages[1]).toContain('subscribeToChanges()');
    const [allowed] = await eslint.lintText(code, {
      filePath: join(repoRoot, 'packages/supabase/src/fixture.ts'),
    });
    expect((allowed?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax')).toEqual([]);
  });

  it('an area importing the Supabase client, ours or supabase-js, fails lint; the stores may', async () => {
    const ours = "import { getSupabase } from '@duality/supabase';\nexport const c = getSupabase;\n";
    const typeOnly =
      "import type { DualityClient } from '@duality/supabase';\nexport type C = DualityClient;\n";
    const theirs = "import { createClient } from '@supabase/supabase-js';\nexport const c = createClient;\n";
    for (const file of [
      'mf-campaign/src/lib/fixture.ts',
      'mf-homebrew/src/features/collection/hooks/fixture.ts',
      'mf-account/src/features/profile/api/fixture.ts',
      'mf-character/src/fixture.tsx',
      'mf-builder/src/features/builder/fixture.ts',
    ]) {
      for (const code of [ours, typeOnly]) {
        const errors = await restrictedImportErrors(file, code);
        expect(errors, file).toHaveLength(1);
        expect(errors[0], file).toContain('Areas never call the Supabase client');
      }
      expect(await restrictedImportErrors(file, theirs), file).toEqual([
        expect.stringContaining('Only packages/supabase imports supabase-js'),
      ]);
    }
    expect(await restrictedImportErrors('packages/stores/src/fixture.ts', ours)).toEqual([]);
  });

  it('an area taking the stores from module globals fails lint, tests included; context hooks pass', async () => {
    const globals =
      "import { getDataStores, getSessionStore, type DataStores } from '@duality/stores';\nexport const g: [() => DataStores, unknown] = [getDataStores, getSessionStore];\n";
    for (const file of [
      'mf-campaign/src/features/dashboard/fixture.tsx',
      'mf-homebrew/src/fixture.test.tsx',
    ]) {
      const errors = await restrictedImportErrors(file, globals);
      expect(errors, file).toHaveLength(2);
      expect(errors[0], file).toContain('from React context');
    }
    const context =
      "import type { DataStores } from '@duality/stores';\nimport { useDataStores } from '@duality/stores/react';\nexport const u: () => DataStores = useDataStores;\n";
    expect(await restrictedImportErrors('mf-campaign/src/features/dashboard/fixture.tsx', context)).toEqual(
      [],
    );
  });

  it('application code importing test helpers fails lint, in remotes, the shell and packages; tests pass', async () => {
    const code =
      "import { openTestServices } from '@duality/stores/testing';\nexport const x = openTestServices;\n";
    for (const file of [
      'mf-campaign/src/features/fixture.ts',
      'shell/src/fixture.ts',
      'packages/ui/src/fixture.ts',
    ])
      expect((await restrictedImportErrors(file, code)).join('\n'), file).toMatch(
        /Test helpers are for tests only/,
      );
    expect(await restrictedImportErrors('mf-campaign/src/features/fixture.test.tsx', code)).toEqual([]);
  });

  it('packages/rules importing another of our packages fails lint', async () => {
    const errors = await restrictedImportErrors(
      'packages/rules/src/fixture.ts',
      "import { bus } from '@duality/bus';\nexport const b = bus;\n",
    );
    expect(errors.join('\n')).toMatch(/imports nothing of ours/);
  });

  it('allows a remote to import shared packages and its own files', async () => {
    const errors = await restrictedImportErrors(
      'mf-character/src/app/fixture.ts',
      "import { bus } from '@duality/bus';\nimport { routes } from './routes';\nexport const y = [bus, routes];\n",
    );
    expect(errors).toEqual([]);
  });

  it('application code importing react-router, zod or rxjs directly fails lint; @duality/libs passes', async () => {
    const direct =
      "import { Link } from 'react-router';\nimport { z } from 'zod';\nimport { Subject } from 'rxjs';\nexport const y = [Link, z, Subject];\n";
    for (const file of [
      'shell/src/fixture.ts',
      'mf-campaign/src/features/fixture.tsx',
      'packages/stores/src/fixture.ts',
      'packages/supabase/src/fixture.ts',
      'packages/rules/src/fixture.ts',
    ]) {
      const errors = await restrictedImportErrors(file, direct);
      expect(errors, file).toHaveLength(3);
      expect(errors[0], file).toContain('through @duality/libs');
    }
    const throughLibs =
      "import { Link } from '@duality/libs/router';\nimport { z } from '@duality/libs/zod';\nimport { Subject } from '@duality/libs/rxjs';\nexport const y = [Link, z, Subject];\n";
    for (const file of ['shell/src/fixture.ts', 'packages/rules/src/fixture.ts']) {
      expect(await restrictedImportErrors(file, throughLibs), file).toEqual([]);
    }
  });

  it('tests and Node code may import the libraries directly; the first load takes zod/mini from libs', async () => {
    const code =
      "import { z } from 'zod';\nimport { Subject } from 'rxjs';\nexport const y = [z, Subject];\n";
    for (const file of [
      'packages/stores/src/fixture.test.ts',
      'packages/platform/src/node/fixture.ts',
      'e2e/tests/fixture.ts',
    ]) {
      expect(await restrictedImportErrors(file, code), file).toEqual([]);
    }
    const mini = "import * as m from 'zod/mini';\nexport const y = m;\n";
    expect((await restrictedImportErrors('shell/src/fixture.ts', mini)).join('\n')).toContain(
      '@duality/libs/zod-mini',
    );
    const throughLibs = "import { z } from '@duality/libs/zod-mini';\nexport const y = z;\n";
    expect(await restrictedImportErrors('shell/src/fixture.ts', throughLibs)).toEqual([]);
    expect(await restrictedImportErrors('packages/bus/src/fixture.ts', throughLibs)).toEqual([]);
  });
});

describe('store size', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n');
  const maxLinesErrors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'max-lines');
  };

  it('a file of packages/stores over 250 lines fails lint, a test file too; 250 lines pass', async () => {
    expect(await maxLinesErrors('packages/stores/src/fixture.ts', `${lines(251)}\n`)).toHaveLength(1);
    expect(await maxLinesErrors('packages/stores/src/fixture.test.ts', `${lines(251)}\n`)).toHaveLength(1);
    expect(await maxLinesErrors('packages/stores/src/fixture.ts', `${lines(250)}\n`)).toHaveLength(0);
  });

  it('the limit is the stores’ alone', async () => {
    expect(await maxLinesErrors('packages/rules/src/fixture.ts', `${lines(300)}\n`)).toHaveLength(0);
  });
});
