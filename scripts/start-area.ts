// `start` inside a remote: runs one area alone, without the shell, against the embedded backend. If no
// backend answers at the local URL it starts one (the same database `npm start` uses, unless --memory) and
// says so; then it runs the area's dev server with a /config.json pointing at that backend.
// Usage: tsx scripts/start-area.ts <area> [--port N] [--backend-port N] [--memory] [--data DIR] [--outbox DIR]
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { areaNameSchema, routesOf } from '@duality/platform';
import { appFolders, defaultPorts } from '@duality/platform/node';
import {
  defaultBackendPort,
  localBackendAnswers,
  localBackendUrl,
  portOption,
  repoRoot,
  runningLocalBackendAnonKey,
  startLocalBackend,
  type LocalBackend,
} from './local-backend';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    'backend-port': { type: 'string', default: process.env.BACKEND_PORT ?? String(defaultBackendPort) },
    memory: { type: 'boolean', default: false },
    data: { type: 'string', default: '.duality/db' },
    outbox: { type: 'string', default: '.duality/outbox' },
  },
});

const parsedArea = areaNameSchema.safeParse(positionals[0]);
if (!parsedArea.success) {
  console.error(
    `Which area? Give one of ${areaNameSchema.options.join(', ')}, not "${positionals[0] ?? ''}".`,
  );
  process.exit(2);
}
const area = parsedArea.data;
const port = values.port ? portOption('--port', values.port) : defaultPorts[area];
const backendUrl = localBackendUrl(portOption('--backend-port', values['backend-port']));
const siteUrl = `http://localhost:${port}`;

/** Uses the backend that answers at the local URL, or starts one there. */
async function backendFor(): Promise<{ url: string; anonKey: string; started: LocalBackend | null }> {
  if (await localBackendAnswers(backendUrl)) {
    console.log(`Using the embedded backend already running at ${backendUrl}.`);
    return { url: backendUrl, anonKey: await runningLocalBackendAnonKey(values.data), started: null };
  }
  const started = await startLocalBackend({
    port: Number(new URL(backendUrl).port),
    memory: values.memory,
    data: values.data,
    outbox: values.outbox,
    siteUrl,
  });
  const where = started.dataDir ? `data in ${started.dataDir}` : 'in memory';
  console.log(`No backend answered at ${backendUrl}: started the embedded backend there (${where}).`);
  console.log(`  password-reset mails are written to ${started.outboxDir}`);
  return { url: started.backend.url, anonKey: started.backend.anonKey, started };
}

/** Runs the area's dev server in a plain Node child (see @duality/config/dev-server); resolves once it listens. */
function runDevServer(documents: Record<string, unknown>): Promise<ChildProcess> {
  const script = createRequire(import.meta.url).resolve('@duality/config/dev-server');
  const appDir = join(repoRoot, appFolders[area]);
  const args = [script, '--app-dir', appDir, '--port', String(port), '--json', JSON.stringify(documents)];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`The ${area} dev server stopped (exit ${code}).`)));
  });
}

/** The backend, then the dev server pointing at it; a backend started here does not outlive a failure. */
async function start() {
  const backend = await backendFor();
  try {
    const config = { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey };
    return { backend, devServer: await runDevServer({ '/config.json': config }) };
  } catch (error) {
    await backend.started?.backend.stop();
    throw error;
  }
}

const { backend, devServer } = await start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
const firstPage = routesOf(area)[0]?.path ?? '/';
console.log(`\nThe ${area} area runs alone at ${siteUrl}${firstPage}\n`);

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  if (devServer.exitCode === null) devServer.kill('SIGTERM');
  await backend.started?.backend.stop();
  process.exit(code);
};
devServer.once('exit', (code) => {
  if (!stopping) console.error(`The ${area} dev server stopped (exit ${code}).`);
  void stop(code ?? 1);
});
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
