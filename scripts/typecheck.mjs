#!/usr/bin/env node
// `npm run typecheck`: every package's TypeScript program, checked with the fewest compiler runs. Each
// package's own tsconfig.json stays the one home of what it checks and with which options (its `typecheck`
// script still checks it alone). Run one by one, every package type-checked again the shared packages it
// imports as source (@duality/rules in a dozen programs): here the programs whose compiler options are the
// same are merged into one, so each file is checked once per set of options. A package without the DOM
// library (the rules, the embedded backend, the service worker) keeps a program of its own, so it still cannot
// use the DOM. Merged programs must agree on every global declaration; none disagree today.
// Usage: node scripts/typecheck.mjs [--list]   (--list prints the groups and checks nothing)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, '.cache', 'typecheck');

/**
 * Every program a workspace package's `typecheck` script checks (each `-p <folder>` in it), read from the
 * packages themselves, plus the root's own scripts (tsconfig.json beside this folder).
 */
function projectConfigs() {
  // The `packages:` list of pnpm-workspace.yaml: its "  - folder" lines, up to the next key.
  const lines = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8').split('\n');
  const patterns = [];
  for (const line of lines.slice(lines.indexOf('packages:') + 1)) {
    const item = /^\s+-\s+(\S+)/.exec(line);
    if (item) patterns.push(item[1]);
    else if (/^\S/.test(line)) break;
  }
  const folders = patterns.flatMap((pattern) => {
    if (!pattern.endsWith('*')) return [pattern];
    const [parent, prefix] = pattern.includes('/')
      ? [dirname(pattern), pattern.slice(pattern.lastIndexOf('/') + 1, -1)]
      : ['.', pattern.slice(0, -1)];
    return readdirSync(join(root, parent))
      .filter((name) => name.startsWith(prefix))
      .map((name) => join(parent, name));
  });
  const configs = [join(root, 'tsconfig.json')];
  for (const folder of folders) {
    const manifest = join(root, folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const script = JSON.parse(readFileSync(manifest, 'utf8')).scripts?.typecheck ?? '';
    for (const [, project] of script.matchAll(/-p\s+(\S+)/g)) {
      const path = join(root, folder, project);
      configs.push(path.endsWith('.json') ? path : join(path, 'tsconfig.json'));
    }
  }
  return configs;
}

function parse(configPath) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (parsed.errors.length > 0)
    throw new Error(
      parsed.errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n'),
    );
  return parsed;
}

/** The options that decide how a file is checked; `configFilePath` and the like differ per package. */
function optionsKey(options) {
  const { configFilePath: _c, pathsBasePath: _p, ...rest } = options;
  return JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
}

const groups = new Map();
for (const configPath of projectConfigs()) {
  const parsed = parse(configPath);
  // A program without the DOM library is never merged: another one's type packages may bring the DOM in by a
  // reference of their own (supabase-local's do), and the rules would then use `document` unseen.
  const withDom = (parsed.options.lib ?? []).some((lib) => /^lib\.dom\./.test(lib));
  const key = withDom ? optionsKey(parsed.options) : configPath;
  const group = groups.get(key) ?? { configs: [], files: new Set() };
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

// The check itself runs TypeScript 7 (the compiler ported to native code: the same checks for about a third of
// the CPU, docs/test-suite-time.md), installed beside 5.9 as `typescript-native`; 5.9 stays the library this
// script reads the tsconfigs with, and the one eslint's typed rules use.
const tsc = join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');
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
