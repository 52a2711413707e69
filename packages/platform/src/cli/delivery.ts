// The delivery commands. Run through the pinned pnpm from the repository root, e.g.
//   node scripts/pnpm.mjs --filter @duality/platform release builder 2.0.0
//   ... rollout builder 2.0.0 10 [--allow <user id>,<user id>]
//   ... promote builder | rollback builder | status [builder] [--json]
// Options: --dir <delivery folder> (default .duality/delivery), and for release --app-dir, --config and
// --shell-manifest (the production shell's mf-manifest.json); for status --backend-url and the
// SUPABASE_SERVICE_ROLE_KEY environment variable (loads and failures are read from the backend).
//   ... headers --site-config <production config.json> [--registry <remotes.json>] [--out <dist/_headers>]
// writes the production header file of the shell's origin (the page policy and the other security headers)
// for that config and registry (default: the delivery folder's registry).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { areaNames, areaNameSchema, type AreaName } from '../areas';
import { DeliveryError } from '../delivery';
import { promoteCommand, rollbackCommand, rolloutCommand } from '../node/delivery-commands';
import { defaultDeliveryDir, deliveryPaths, readDeliveryRegistry } from '../node/delivery-files';
import {
  deliveryStatusOf,
  fetchLoadCounts,
  formatRefused,
  formatStatus,
  type LoadCounts,
} from '../node/delivery-status';
import { release } from '../node/release';
import { cspSourcesOf, productionHeadersFile, registryManifests } from '../node/security-headers';
import { parseRegistry } from '../registry';

function readJsonFile(file: string): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new DeliveryError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: 'string' },
    allow: { type: 'string' },
    'app-dir': { type: 'string' },
    config: { type: 'string' },
    'shell-manifest': { type: 'string' },
    'backend-url': { type: 'string', default: process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321' },
    json: { type: 'boolean', default: false },
    'site-config': { type: 'string' },
    registry: { type: 'string' },
    out: { type: 'string' },
  },
});
// pnpm runs package scripts in the package's folder; paths given on the command line are the caller's.
const cwd = process.env.INIT_CWD ?? process.cwd();
const paths = deliveryPaths(values.dir ? resolve(cwd, values.dir) : defaultDeliveryDir(repoRoot));
const [command, ...args] = positionals;

function areaArg(value: string | undefined): AreaName {
  const parsed = areaNameSchema.safeParse(value);
  if (!parsed.success)
    throw new DeliveryError(
      `Name an area: ${areaNames.join(', ')}${value ? ` ("${value}" is not one)` : ''}.`,
    );
  return parsed.data;
}

function need(value: string | undefined, what: string): string {
  if (!value) throw new DeliveryError(`Missing ${what}.`);
  return value;
}

async function main(): Promise<void> {
  switch (command) {
    case 'release': {
      const area = areaArg(args[0]);
      const result = await release({
        repoRoot,
        paths,
        area,
        version: need(args[1], 'the version (release <area> <version>)'),
        appDir: values['app-dir'] && resolve(cwd, values['app-dir']),
        config: values.config,
        shellManifest: values['shell-manifest'] && resolve(cwd, values['shell-manifest']),
        log: console.log,
      });
      console.log(`Released ${area} ${args[1]} to ${result.folder} in ${result.seconds.toFixed(1)} s.`);
      console.log(`It is the canary at 0 percent: widen it with rollout ${area} ${args[1]} <percent>.`);
      return;
    }
    case 'rollout': {
      const area = areaArg(args[0]);
      const version = need(args[1], 'the version (rollout <area> <version> <percent>)');
      const percent = args[2] === undefined ? undefined : Number(args[2]);
      const allow = values.allow
        ?.split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      if (percent === undefined && !allow)
        throw new DeliveryError('Give a percent, --allow <user ids>, or both.');
      const next = rolloutCommand(paths, area, version, { percent, allow });
      const c = next.areas[area]?.canary;
      console.log(
        `${area} ${version} now reaches ${c?.percent}% of visitors${c?.allow.length ? ` and ${c.allow.join(', ')}` : ''}.`,
      );
      return;
    }
    case 'promote': {
      const area = areaArg(args[0]);
      console.log(
        `${area} ${promoteCommand(paths, area).areas[area]?.stable.version} is stable for everyone.`,
      );
      return;
    }
    case 'rollback': {
      const area = areaArg(args[0]);
      console.log(`${area} serves ${rollbackCommand(paths, area).areas[area]?.stable.version} to everyone.`);
      return;
    }
    case 'status': {
      const only = args[0] === undefined ? undefined : areaArg(args[0]);
      const registry = readDeliveryRegistry(paths) ?? {
        schemaVersion: 2 as const,
        revision: 'none',
        areas: {},
      };
      let loads: LoadCounts = { counts: new Map(), refused: 0 };
      let note = '';
      const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
      if (!key) note = "Loads and failures need SUPABASE_SERVICE_ROLE_KEY (the backend's service-role key).";
      else
        try {
          loads = await fetchLoadCounts(values['backend-url'], key);
        } catch (error) {
          note = `Loads and failures are unavailable: ${error instanceof Error ? error.message : String(error)}`;
        }
      const status = deliveryStatusOf(registry, loads.counts, only);
      if (values.json)
        console.log(
          JSON.stringify({ revision: registry.revision, areas: status, refused: loads.refused, note }),
        );
      else console.log([...formatStatus(status), '', note || formatRefused(loads.refused)].join('\n'));
      return;
    }
    case 'headers': {
      const config = readJsonFile(resolve(cwd, need(values['site-config'], '--site-config <config.json>')));
      const registry = values.registry
        ? parseRegistry(readJsonFile(resolve(cwd, values.registry)))
        : readDeliveryRegistry(paths);
      if (!registry) throw new DeliveryError('No registry: give --registry <remotes.json> or release first.');
      const file = productionHeadersFile(cspSourcesOf(config, registryManifests(registry)));
      if (values.out) {
        writeFileSync(resolve(cwd, values.out), file);
        console.log(`Wrote the production headers to ${values.out}.`);
      } else process.stdout.write(file);
      return;
    }
    default:
      throw new DeliveryError(
        `Unknown command "${command ?? ''}": use release, rollout, promote, rollback, status or headers.`,
      );
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof DeliveryError ? 2 : 1);
}
