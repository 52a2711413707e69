#!/usr/bin/env node
// `npm run typecheck`: every package's TypeScript program, checked with the fewest compiler runs. Each
// package's own tsconfig.json stays the one home of what it checks and with which options (its `typecheck`
// script still checks it alone). Run one by one, every package type-checked again the shared packages it
// imports as source (@duality/rules in a dozen programs): here the programs whose compiler options are the
// same are merged into one, so each file is checked once per set of options (a package without the DOM
// library, such as the rules, keeps a program of its own and so still cannot use the DOM).
// Usage: node scripts/typecheck.mjs [--list]   (--list prints the groups and checks nothing)
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, '.cache', 'typecheck');

/** Every tsconfig a package's `typecheck` checks: the workspace's folders, plus the extra programs below. */
function projectConfigs() {
  const folders = ['shell', 'supabase', 'e2e', 'bench', '.'];
  for (const parent of ['.', 'packages']) {
    for (const name of readdirSync(join(root, parent))) {
      if (parent === '.' && !name.startsWith('mf-')) continue;
      folders.push(join(parent, name));
    }
  }
  // Programs of their own beside a package's main one (shell/package.json's typecheck names it too).
  const extra = ['shell/service-worker'];
  return [...folders, ...extra]
    .map((folder) => join(root, folder, 'tsconfig.json'))
    .filter((path) => existsSync(path));
}

function parse(configPath) {
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (parsed.errors.length > 0)
    throw new Error(parsed.errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n'));
  return parsed;
}

/** The options that decide how a file is checked; `configFilePath` and the like differ per package. */
function optionsKey(options) {
  const { configFilePath: _c, pathsBasePath: _p, ...rest } = options;
  return JSON.stringify(rest, Object.keys(rest).sort());
}

const groups = new Map();
for (const configPath of projectConfigs()) {
  const parsed = parse(configPath);
  const key = optionsKey(parsed.options);
  const group = groups.get(key) ?? { options: parsed.options, raw: parsed.raw, configs: [], files: new Set() };
  group.configs.push(relative(root, configPath));
  for (const file of parsed.fileNames) group.files.add(file);
  groups.set(key, group);
}

if (process.argv.includes('--list')) {
  for (const [i, g] of [...groups.values()].entries())
    console.log(`group ${i + 1} (${g.files.size} files): ${g.configs.join(', ')}`);
  process.exit(0);
}

// One generated tsconfig per group, written at the root's level of the tree so `types` resolve as the
// packages' do (node_modules/@types up the folders). Options are taken from the group's first tsconfig via
// `extends` plus its own compilerOptions, which is what every member resolved to.
mkdirSync(outDir, { recursive: true });
const programs = [...groups.values()].map((group, i) => {
  const first = join(root, group.configs[0]);
  const path = join(outDir, `group-${i + 1}.json`);
  writeFileSync(
    path,
    JSON.stringify(
      {
        extends: first,
        compilerOptions: { noEmit: true },
        include: [],
        files: [...group.files].sort(),
      },
      null,
      2,
    ),
  );
  return { path, group };
});

const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const run = ({ path, group }) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', path], { cwd: root, stdio: 'inherit' });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `${code === 0 ? 'ok' : 'FAILED'}: ${group.files.size} files of ${group.configs.join(', ')} (${seconds} s)`,
      );
      resolve(code === 0);
    });
  });

// Two at a time (two cores), the largest first.
const queue = programs.sort((a, b) => b.group.files.size - a.group.files.size);
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length > 0) results.push(await run(queue.shift()));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
