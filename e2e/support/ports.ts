import { join } from 'node:path';

/** The test product's shell port; remotes take the next five. Away from the dev ports (3000-3005). */
export const testShellPort = Number(process.env.E2E_PORT || 4300);
export const testBaseUrl = `http://localhost:${testShellPort}`;
/** The test product's embedded backend (in memory, fresh for every run). */
export const testBackendPort = Number(process.env.E2E_BACKEND_PORT || 4321);
export const testBackendUrl = `http://127.0.0.1:${testBackendPort}`;
/** Where the test backend writes its mails (password-reset links). */
export const testOutboxDir = join(import.meta.dirname, '../../.cache/e2e-outbox');

/**
 * An area started alone by its own start command (standalone.spec.ts): each area on its own port, all
 * against one backend that the first of them starts. Away from the product's ports (+0..+5) and the
 * delivery spec's (+31, +40..+45), derived from them so that runs with different E2E_PORTs never meet.
 */
export const standaloneAreaPort = (index: number) => testShellPort + 60 + index;
export const standaloneBackendPort = testShellPort + 70;
export const standaloneOutboxDir = join(import.meta.dirname, '../../.cache/e2e-standalone-outbox');
/** The standalone areas' backend keeps its data (and its keys, beside it) here, fresh for every run. */
export const standaloneDataDir = join(import.meta.dirname, '../../.cache/e2e-standalone-db');
