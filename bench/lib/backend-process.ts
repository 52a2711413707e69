// The embedded backend in a process of its own, for benchmarks that measure the server's memory apart from the
// clients': started as the product starts it (PGlite in a data folder, the repository's migrations, seed and
// functions), it prints one JSON line ({ url, anonKey }) once it listens and stops on SIGTERM.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from '@duality/supabase-local';

const repoRoot = new URL('../..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'bench-backend-'));
const backend = await startBackend({
  port: 0,
  dataDir: join(dir, 'data'),
  migrationsDir: join(repoRoot, 'supabase/migrations'),
  seedFile: join(repoRoot, 'supabase/seed.sql'),
  functionsDir: join(repoRoot, 'supabase/functions'),
  outboxDir: join(dir, 'out'),
});
process.stdout.write(`${JSON.stringify({ url: backend.url, anonKey: backend.anonKey })}\n`);
process.on('SIGTERM', () => {
  void backend
    .stop()
    .catch(() => undefined)
    .finally(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
});
