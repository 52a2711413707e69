// Starts the whole product from built apps: the embedded backend (PGlite, data kept in .duality/db unless
// --memory), then the shell and the five remotes with a /config.json pointing the shell at that backend.
// `npm start` runs this after installing and building; the end-to-end tests run it with --memory.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serveProduct } from '@duality/platform/node';
import { secretsFromEnv, startBackend } from '@duality/supabase-local';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    'backend-port': { type: 'string', default: process.env.BACKEND_PORT ?? '54321' },
    data: { type: 'string', default: '.duality/db' },
    memory: { type: 'boolean', default: false },
    outbox: { type: 'string', default: '.duality/outbox' },
  },
});

const port = Number(values.port);
const backendPort = Number(values['backend-port']);
for (const [name, value] of [
  ['--port', port],
  ['--backend-port', backendPort],
] as const) {
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number, not "${String(value)}".`);
    process.exit(2);
  }
}

const dataDir = values.memory ? undefined : resolve(root, values.data);
if (dataDir) mkdirSync(dataDir, { recursive: true });
const siteUrl = `http://localhost:${port}`;
const outboxDir = resolve(root, values.outbox);

try {
  const backend = await startBackend({
    port: backendPort,
    dataDir,
    migrationsDir: join(root, 'supabase/migrations'),
    seedFile: join(root, 'supabase/seed.sql'),
    functionsDir: join(root, 'supabase/functions'),
    outboxDir,
    siteUrl,
    // Random keys made on first start and kept beside the data (fresh per run with --memory); the shell gets
    // the anon key through /config.json, the service keys never leave this process.
    ...secretsFromEnv(),
  });
  const product = await serveProduct({
    repoRoot: root,
    port,
    siteConfig: { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey },
  });
  console.log(`\n  backend    ${backend.url} (${dataDir ? `data in ${dataDir}` : 'in memory'})`);
  console.log(`  anon key   ${backend.anonKey}`);
  console.log(`  mail       password-reset links are written to ${outboxDir}`);
  for (const [area, entry] of Object.entries(product.registry.areas)) {
    console.log(`  ${area.padEnd(10)} ${entry.stable.version.padEnd(8)} ${entry.stable.manifest}`);
  }
  console.log(`\nDuality is running at ${product.url}\n`);
  const stop = async () => {
    await product.close();
    await backend.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
