import { join } from 'node:path';

/** The test product's shell port; remotes take the next five. Away from the dev ports (3000-3005). */
export const testShellPort = Number(process.env.E2E_PORT || 4300);
export const testBaseUrl = `http://localhost:${testShellPort}`;
/** The test product's embedded backend (in memory, fresh for every run). */
export const testBackendPort = Number(process.env.E2E_BACKEND_PORT || 4321);
export const testBackendUrl = `http://127.0.0.1:${testBackendPort}`;
/** Where the test backend writes its mails (password-reset links). */
export const testOutboxDir = join(import.meta.dirname, '../../.cache/e2e-outbox');

// Every other server a spec starts takes a fixed offset from the shell's port, listed here so that no two
// specs meet when they run at once, and runs with different E2E_PORTs never meet either:
//   +0..+5 the product, +7..+13 the area preload spec's delivery product, (+21 the default backend port),
//   +31 and +40..+45 delivery, +60..+66 hosted config, +70..+76 campaign restart,
//   +78 character saving, +80..+84 and +90 standalone, +85 reliability (a backend killed mid-save),
//   +86 reliability (a real remote's server killed mid-session), +91..+97 the campaign release scenario.
//   +50..+56 the LAN spec (HTTPS on 127.0.0.2), +14..+19 and +22..+28 the offline updates spec.

/** The delivery spec's own product: its backend, and the shell with the remotes after it. */
export const deliveryBackendPort = testShellPort + 31;
export const deliveryShellPort = testShellPort + 40;
/**
 * The area preload spec's own delivery product (+7..+12) and its backend (+13): below the default backend
 * port 4321, which is the default shell port + 21.
 */
export const areaPreloadShellPort = testShellPort + 7;
export const areaPreloadBackendPort = testShellPort + 13;
/** The hosted-config spec's second copy of the built product (+60..+65) and its second backend. */
export const hostedShellPort = testShellPort + 60;
export const hostedBackendPort = testShellPort + 66;
/**
 * An area started alone by its own start command (standalone.spec.ts): each area on its own port, all
 * against one backend that the first of them starts.
 */
export const standaloneAreaPort = (index: number) => testShellPort + 80 + index;
export const standaloneBackendPort = testShellPort + 90;
export const standaloneOutboxDir = join(import.meta.dirname, '../../.cache/e2e-standalone-outbox');
/** The standalone areas' backend keeps its data (and its keys, beside it) here, fresh for every run. */
export const standaloneDataDir = join(import.meta.dirname, '../../.cache/e2e-standalone-db');
/** The campaign restart spec's own product (+70..+75) and its backend, which the test stops and starts. */
export const campaignRestartShellPort = testShellPort + 70;
export const campaignRestartBackendPort = testShellPort + 76;
/** The character saving spec's own backend, which it stops and starts again (offline edits). */
export const characterBackendPort = testShellPort + 78;
/** The reliability save spec's own backend, which it kills while a save is on its way and starts again. */
export const reliabilityBackendPort = testShellPort + 85;
/** The reliability remote spec's own server of the built character area, which it stops and starts again. */
export const reliabilityRemotePort = testShellPort + 86;
/** The LAN spec's own product over HTTPS on 127.0.0.2 (+50..+55) and its backend (+56). */
export const lanShellPort = testShellPort + 50;
export const lanBackendPort = testShellPort + 56;
/** The campaign release scenario's own delivery product (+92..+97) and its backend (+91). */
export const campaignReleaseShellPort = testShellPort + 92;
export const campaignReleaseBackendPort = testShellPort + 91;
/** The offline updates spec's own delivery product (+22..+27) and its backend (+28). */
export const offlineUpdatesShellPort = testShellPort + 22;
export const offlineUpdatesBackendPort = testShellPort + 28;
/** The offline updates spec's copy of the built product, whose shell build it changes (+14..+19). */
export const offlineShellBuildPort = testShellPort + 14;
