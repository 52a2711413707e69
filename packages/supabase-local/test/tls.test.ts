// The LAN start option's certificate (docs/security.md, "On the LAN"): the authority is made once and kept
// while it names every name, may sign only for this machine's names and addresses (a certificate its key signs
// for another site is refused by a client that trusts it) and lives a year; an older or narrower authority is
// replaced and the reason given. The server certificate names this machine's names and addresses and is reused
// until a name is new, the keys are owner-only, and the backend serves HTTPS with it: a client that trusts only
// the authority connects by a listed name, and is refused by any other name or over plain HTTP.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { webcrypto, X509Certificate } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, request } from 'node:https';
import type { AddressInfo } from 'node:net';
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
const EC = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;
const DAY = 24 * 3600 * 1000;

/** A server certificate for `name` signed with the authority's key in `dir`, as a copy of that key could make. */
async function signedWithKeptKey(dir: string, name: string): Promise<{ cert: string; key: string }> {
  const ca = new x509.X509Certificate(readFileSync(join(dir, 'ca.pem'), 'utf8'));
  const caKey = await webcrypto.subtle.importKey(
    'pkcs8',
    x509.PemConverter.decodeFirst(readFileSync(join(dir, 'ca-key.pem'), 'utf8')),
    EC,
    false,
    ['sign'],
  );
  const keys = await webcrypto.subtle.generateKey(EC, true, ['sign', 'verify']);
  const ip = /^[\d.]+$/.test(name);
  const leaf = await x509.X509CertificateGenerator.create({
    // No common name: OpenSSL would check one that looks like a host name against the DNS constraints.
    subject: 'O=Forged',
    issuer: ca.subject,
    publicKey: keys.publicKey,
    signingKey: caKey,
    signingAlgorithm: SIGN,
    notBefore: new Date(Date.now() - DAY),
    notAfter: new Date(Date.now() + 30 * DAY),
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth], false),
      new x509.SubjectAlternativeNameExtension([{ type: ip ? 'ip' : 'dns', value: name }], false),
    ],
  });
  const key = x509.PemConverter.encode(
    await webcrypto.subtle.exportKey('pkcs8', keys.privateKey),
    'PRIVATE KEY',
  );
  return { cert: leaf.toString('pem') + '\n' + ca.toString('pem'), key };
}

/** Serves `cert` on `host` and asks for it by `servername` trusting only `ca`: the status or the error code. */
async function handshake(
  served: { cert: string; key: string },
  ca: string,
  host: string,
  servername?: string,
) {
  const server = createServer(served, (_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await get(`https://${host}:${port}/`, ca, servername);
  } finally {
    server.close();
  }
}

function get(url: string, ca: string, servername?: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(url, { ca, servername, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    // Node gives OpenSSL's name-constraint failures the code UNSPECIFIED; the message says which.
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve(err.code && err.code !== 'UNSPECIFIED' ? err.code : err.message),
    );
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

  it('lets its key sign only for the names and addresses it was made for, and lives at most a year', async () => {
    const ca = new X509Certificate(readFileSync(join(dir, 'ca.pem'), 'utf8'));
    expect(new Date(ca.validTo).getTime() - new Date(ca.validFrom).getTime()).toBeLessThanOrEqual(365 * DAY);
    // A copy of the key signing for any other site: a client that trusts the authority refuses it.
    const caPem = readFileSync(join(dir, 'ca.pem'), 'utf8');
    const outcome = async (name: string, host: string, servername?: string) =>
      handshake(await signedWithKeptKey(dir, name), caPem, host, servername);
    expect(await outcome('laptop.local', '127.0.0.1', 'laptop.local')).toBe(200);
    expect(await outcome('127.0.0.2', '127.0.0.2')).toBe(200);
    expect(await outcome('bank.example', '127.0.0.1', 'bank.example')).toBe('permitted subtree violation');
    expect(await outcome('127.0.0.1', '127.0.0.1')).toBe('permitted subtree violation');
  });

  it('makes a new authority for a name the kept one does not name, and says why', async () => {
    const before = readFileSync(join(dir, 'ca.pem'), 'utf8');
    const moved = await lanCertificate(dir, ['localhost', '198.51.100.4']);
    expect(moved).toMatchObject({ madeAuthority: true, madeServer: true });
    expect(moved.replacedAuthority).toMatch(/does not name 198\.51\.100\.4.*must install the new .*ca\.pem/);
    expect(moved.ca).not.toBe(before);
    expect(new X509Certificate(moved.cert).checkIP('198.51.100.4')).toBe('198.51.100.4');
    // Kept again on the next start with the same names.
    expect(await lanCertificate(dir, ['localhost', '198.51.100.4'])).toMatchObject({
      madeAuthority: false,
      replacedAuthority: null,
      madeServer: false,
    });
  });

  it('replaces an authority made before these limits (ten years, no name constraints) and says so', async () => {
    const old = join(root, 'old.tls');
    mkdirSync(old, { mode: 0o700 });
    const keys = await webcrypto.subtle.generateKey(EC, true, ['sign', 'verify']);
    const unconstrained = await x509.X509CertificateGenerator.createSelfSigned({
      name: 'CN=Duality on this machine (local authority), O=Duality',
      keys,
      signingAlgorithm: SIGN,
      notBefore: new Date(Date.now() - DAY),
      notAfter: new Date(Date.now() + 3650 * DAY),
      extensions: [
        new x509.BasicConstraintsExtension(true, 0, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      ],
    });
    writeFileSync(join(old, 'ca.pem'), unconstrained.toString('pem'), { mode: 0o600 });
    const keyPem = x509.PemConverter.encode(
      await webcrypto.subtle.exportKey('pkcs8', keys.privateKey),
      'PRIVATE KEY',
    );
    writeFileSync(join(old, 'ca-key.pem'), keyPem, { mode: 0o600 });
    const renewed = await lanCertificate(old, ['localhost', '127.0.0.2']);
    expect(renewed).toMatchObject({ madeAuthority: true, madeServer: true });
    expect(renewed.replacedAuthority).toMatch(/without name constraints.*phones that trusted the old one/);
    expect(renewed.ca).not.toBe(unconstrained.toString('pem'));
    const ca = new X509Certificate(renewed.ca);
    expect(new Date(ca.validTo).getTime() - Date.now()).toBeLessThan(366 * DAY);
    expect(new X509Certificate(renewed.cert).verify(ca.publicKey)).toBe(true);
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
