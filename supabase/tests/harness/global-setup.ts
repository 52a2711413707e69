// Migrates one PGlite database before the suites start and hands its folder to them: each suite then opens a
// copy (about 1 s) instead of creating and migrating a fresh in-memory database (about 7 s).
import { startBackend } from '@duality/supabase-local';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrationsDir, supabaseDir } from './paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'duality-db-template-'));
  const dataDir = join(dir, 'db');
  const backend = await startBackend({
    port: 0,
    dataDir,
    migrationsDir,
    seedFile: join(supabaseDir, 'seed.sql'),
    functionsDir: join(supabaseDir, 'functions'),
    outboxDir: join(dir, 'outbox'),
  });
  await backend.stop();
  project.provide('pgliteTemplate', dataDir);
  return () => rmSync(dir, { recursive: true, force: true });
}
