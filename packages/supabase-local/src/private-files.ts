// The instance's files are its owner's only: the data folder holds every account's sessions, the outbox holds
// recovery links, the secrets file mints any token. Folders are made 0700 and files 0600; a folder or file
// that others of this machine could read or change is refused at start with the path and the fix, never
// quietly used. Caches (the PGlite template, Deno's module cache) live in the user's own cache folder, not at
// a name anyone could create first in the shared temp folder.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

export class PrivateFilesError extends Error {
  override name = 'PrivateFilesError';
}

const uid = (): number | null => (typeof process.getuid === 'function' ? process.getuid() : null);
const octal = (mode: number) => (mode & 0o777).toString(8).padStart(4, '0');

/** Why `path` is not private to this user, or null when it is (owned by us, nothing for group or others). */
function exposure(path: string): { mode: number; owner: number | null; loose: boolean } | null {
  const st = statSync(path);
  const me = uid();
  const foreign = me !== null && st.uid !== me;
  const loose = (st.mode & 0o077) !== 0;
  return foreign || loose ? { mode: st.mode, owner: foreign ? st.uid : null, loose } : null;
}

/**
 * Makes `path` a folder only this user can enter (0700), or checks that it is one. An empty folder made by
 * someone's mkdir is tightened (nothing in it yet); a folder with contents that others could reach, or one
 * that belongs to another user, is refused.
 */
export function ensurePrivateDir(path: string, what: string): void {
  if (!existsSync(path)) {
    mkdirSync(path, { recursive: true, mode: 0o700 });
    chmodSync(path, 0o700);
    return;
  }
  if (!statSync(path).isDirectory()) throw new PrivateFilesError(`${what} ${path} is not a folder.`);
  const bad = exposure(path);
  if (!bad) return;
  if (bad.owner === null && readdirSync(path).length === 0) {
    chmodSync(path, 0o700);
    return;
  }
  throw new PrivateFilesError(
    bad.owner !== null
      ? `${what} ${path} belongs to another user of this machine (uid ${bad.owner}), who could read or change it. Use a folder of your own, or if it is yours: chown -R "$(id -u)" ${path} && chmod 700 ${path}`
      : `${what} ${path} can be reached by other users of this machine (mode ${octal(bad.mode)}). Make it yours only and start again: chmod 700 ${path}`,
  );
}

/**
 * Makes `path` a 0700 folder of this user's, tightening one that is looser: for folders whose contents are
 * short-lived (the outbox's recovery mails expire in 15 minutes), so an older checkout keeps starting. A
 * folder of another user's is still refused.
 */
export function tightenPrivateDir(path: string, what: string): void {
  if (!existsSync(path)) return ensurePrivateDir(path, what);
  const bad = exposure(path);
  if (bad?.owner != null) return ensurePrivateDir(path, what); // refuses with the message
  if (bad) {
    chmodSync(path, 0o700);
    for (const f of readdirSync(path)) chmodSync(join(path, f), 0o600);
  }
}

/** Checks that an existing file is this user's only (0600 or tighter); refuses it with the fix otherwise. */
export function checkPrivateFile(path: string, what: string): void {
  const bad = exposure(path);
  if (!bad) return;
  throw new PrivateFilesError(
    bad.owner !== null
      ? `${what} ${path} belongs to another user of this machine (uid ${bad.owner}). Use a file of your own, or if it is yours: chown "$(id -u)" ${path} && chmod 600 ${path}`
      : `${what} ${path} can be read by other users of this machine (mode ${octal(bad.mode)}). Make it yours only and start again: chmod 600 ${path}`,
  );
}

/** Whether a file is this user's and writable by nobody else (a cache entry that is safe to load). */
export function isTrustedFile(path: string): boolean {
  const st = statSync(path);
  const me = uid();
  return (me === null || st.uid === me) && (st.mode & 0o022) === 0;
}

const fallbacks = new Set<string>();
process.once('exit', () => {
  for (const dir of fallbacks) rmSync(dir, { recursive: true, force: true });
});

/**
 * A cache folder of this user's (`$XDG_CACHE_HOME/duality/<name>`, else `~/.cache/duality/<name>`), 0700.
 * When that is not usable (no home, or not private) a fresh folder of this process's own is used instead,
 * removed at exit: slower, never shared.
 */
export function privateCacheDir(name: string): string {
  const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  const dir = join(base, 'duality', name);
  try {
    ensurePrivateDir(join(base, 'duality'), 'The cache folder');
    ensurePrivateDir(dir, 'The cache folder');
    return dir;
  } catch {
    const own = mkdtempSync(join(tmpdir(), `duality-${name}-`));
    fallbacks.add(own);
    return own;
  }
}
