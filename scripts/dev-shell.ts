// `npm run dev` for the shell: its rsbuild dev server (with reload) on :3000, serving a /remotes.json that
// points at the remotes' dev servers (:3001-:3005) and a /config.json that points at the embedded backend on
// this machine with the Supabase CLI's public demo anon key (start the backend with `--demo-keys`), or the
// key in SUPABASE_LOCAL_ANON_KEY. The built shell carries neither: whoever hosts it serves both.
// Usage: tsx scripts/dev-shell.ts [--port N] [--backend-port N]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { areaNames, makeRegistry } from '@duality/platform';
import { defaultPorts } from '@duality/platform/node';
import { defaultAnonKey } from '@duality/supabase-local';
import { defaultBackendPort, localBackendUrl, portOption, repoRoot } from './local-backend';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'backend-port': { type: 'string', default: process.env.BACKEND_PORT ?? String(defaultBackendPort) },
  },
});
const config = {
  supabaseUrl: localBackendUrl(portOption('--backend-port', values['backend-port'])),
  supabaseAnonKey: process.env.SUPABASE_LOCAL_ANON_KEY || defaultAnonKey,
};
const devRemotes = Object.fromEntries(
  areaNames.map((area) => [area, { version: 'dev', baseUrl: `http://localhost:${defaultPorts[area]}/` }]),
);
const documents = { '/config.json': config, '/remotes.json': makeRegistry('dev', devRemotes) };
const port = values.port ? portOption('--port', values.port) : defaultPorts.shell;
const script = createRequire(import.meta.url).resolve('@duality/config/dev-server');
const args = [script, '--app-dir', join(repoRoot, 'shell'), '--port', String(port)];
const child = spawn(process.execPath, [...args, '--json', JSON.stringify(documents)], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
child.once('message', () => console.log(`\nThe shell runs at http://localhost:${port}/\n`));
child.once('exit', (code) => process.exit(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill('SIGTERM'));
