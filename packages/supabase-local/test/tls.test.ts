// The LAN start option's certificate (docs/security.md, "On the LAN"): the authority is made once and kept,
// the server certificate names this machine's names and addresses and is reused until a name is new, the
// keys are owner-only, and the backend serves HTTPS with it: a client that trusts only the authority
// connects by a listed name, and is refused by any other name or over plain HTTP.
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startBackend } from '../src/index';
import { lanCertificate, machineNames } from '../src/tls';
import { fixtures } from './auth-realtime-harness';

const root = mkdtempSync(join(tmpdir(), 'sbl-tls-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** GET over HTTPS trusting only `ca`, naming the server `servername`; resolves the status or the error code. */
function get(url: string, ca: string, servername?: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(url, { ca, servername, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    req.end();
  });
}

describe('the LAN certificate', () => {
  const dir = join(root, 'db.tls');

  it('is made once for the given names, then reused as it is', async () => {
    const first = await lanCertificate(dir, ['localhost', 'laptop.local', '127.0.0.2', '192.0.2.7']);
    expect(first).toMatchObject({ madeAuthority: true, madeServer: true });
    const leaf = new X509Certificate(first.cert);
    const ca = new X509Certificate(first.ca);
    expect(ca.ca).toBe(true);
    expect(leaf.ca).toBe(false);
    expect(leaf.verify(ca.publicKey)).toBe(true);
    expect(leaf.checkHost('laptop.local')).toBe('laptop.local');
    expect(leaf.checkIP('127.0.0.2')).toBe('127.0.0.2');
    expect(leaf.checkIP('192.0.2.7')).toBe('192.0.2.7');
    expect(leaf.checkHost('elsewhere.example')).toBeUndefined();
    // Phones refuse server certificates valid for more than 825 days.
    expect(new Date(leaf.validTo).getTime() - Date.now()).toBeLessThan(825 * 24 * 3600 * 1000);

    const again = await lanCertificate(dir, ['localhost', '127.0.0.2']);
    expect(again).toMatchObject({ madeAuthority: false, madeServer: false });
    expect(again.cert).toBe(first.cert);
    expect(again.key).toBe(first.key);
    expect(again.caFingerprint).toBe(first.caFingerprint);
  });

  it('keeps its keys owner-only in a 0700 folder', () => {
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const f of ['ca-key.pem', 'server-key.pem']) expect(statSync(join(dir, f)).mode & 0o777).toBe(0o600);
  });

  it('makes a new server certificate for a new name and keeps the authority phones trust', async () => {
    const before = readFileSync(join(dir, 'ca.pem'), 'utf8');
    const moved = await lanCertificate(dir, ['localhost', '198.51.100.4']);
    expect(moved).toMatchObject({ madeAuthority: false, madeServer: true });
    expect(moved.ca).toBe(before);
    expect(new X509Certificate(moved.cert).checkIP('198.51.100.4')).toBe('198.51.100.4');
  });

  it("names this machine's host name and loopback by default", () => {
    const names = machineNames(['127.0.0.2']);
    expect(names).toEqual(expect.arrayContaining(['localhost', '127.0.0.1', '127.0.0.2']));
  });

  it('serves the backend over HTTPS to a client that trusts only the authority, never plain HTTP', async () => {
    const cert = await lanCertificate(join(root, 'backend.tls'), ['localhost', '127.0.0.2']);
    const backend = await startBackend({
      port: 0,
      host: '127.0.0.2',
      tls: { cert: cert.cert, key: cert.key },
      migrationsDir: join(fixtures, 'art-migrations'),
      functionsDir: join(fixtures, 'edge', 'functions'),
      outboxDir: join(root, 'outbox'),
    });
    try {
      expect(backend.url).toMatch(/^https:\/\/127\.0\.0\.2:\d+$/);
      expect(await get(`${backend.url}/auth/v1/health`, cert.ca)).toBe(200);
      // A name the certificate does not carry is refused by the client's own check.
      expect(await get(`${backend.url}/auth/v1/health`, cert.ca, 'elsewhere.example')).toBe(
        'ERR_TLS_CERT_ALTNAME_INVALID',
      );
      // Without the authority the certificate means nothing.
      expect(await get(`${backend.url}/auth/v1/health`, '')).toMatch(/CERT|SIGNATURE|ISSUER/);
      // Realtime rides the same certificate (wss).
      const ws = new WebSocket(
        `${backend.url.replace('https', 'wss')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=1.0.0`,
        { ca: cert.ca },
      );
      const opened = await new Promise<string>((resolve) => {
        ws.once('open', () => resolve('open'));
        ws.once('error', (err) => resolve(err.message));
      });
      ws.close();
      expect(opened).toBe('open');
      // Plain HTTP to the same port is not answered as HTTP.
      const plain = await new Promise<number | string>((resolve) => {
        const req = httpRequest(`${backend.url.replace('https', 'http')}/auth/v1/health`, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
        req.end();
      });
      expect(plain).not.toBe(200);
    } finally {
      await backend.stop();
    }
  });
});
