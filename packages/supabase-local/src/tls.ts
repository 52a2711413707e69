// The LAN start option's certificates: a local certificate authority made once per instance (the one thing a
// phone is asked to trust, kept for ten years so a phone trusts it once) and a server certificate it signs for
// this machine's names and addresses, made again only when a name is new or it nears its end. Everything is
// kept in the instance's TLS folder (0700; keys 0600) beside its secrets. Keys are ECDSA P-256 (WebCrypto);
// the certificates are built by @peculiar/x509, not by hand.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { createHash, webcrypto, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, networkInterfaces } from 'node:os';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { checkPrivateFile, ensurePrivateDir } from './private-files.js';

const { subtle } = webcrypto;
type CryptoKey = webcrypto.CryptoKey;
const EC = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;
const DAY = 24 * 3600 * 1000;
/** Apple refuses server certificates valid for more than 825 days; 397 is what public authorities issue. */
const SERVER_DAYS = 397;
const AUTHORITY_DAYS = 3650;

export interface LanCertificate {
  /** The server certificate followed by the authority's, PEM (what `https.createServer({ cert })` takes). */
  cert: string;
  /** The server certificate's private key, PEM (PKCS #8). */
  key: string;
  /** The authority's certificate, PEM: what a phone installs to trust the product. */
  ca: string;
  /** Where the authority's certificate is kept. */
  caFile: string;
  /** The authority's SHA-256 fingerprint (colon-separated hex), to compare on the phone. */
  caFingerprint: string;
  /** The names and addresses the server certificate is valid for. */
  names: string[];
  /** Whether the authority was made by this call (first start). */
  madeAuthority: boolean;
  /** Whether the server certificate was made by this call. */
  madeServer: boolean;
}

/** This machine's names and addresses as a phone on the network may reach it, plus loopback and `extra`. */
export function machineNames(extra: string[] = []): string[] {
  const names = new Set<string>(['localhost', '127.0.0.1', '::1']);
  const host = hostname().toLowerCase();
  if (host) {
    names.add(host);
    if (!host.includes('.')) names.add(`${host}.local`); // mDNS, as phones resolve a laptop's name
  }
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (!a.address.startsWith('fe80')) names.add(a.address.toLowerCase());
  }
  for (const e of extra) names.add(e.replace(/^\[|\]$/g, '').toLowerCase());
  return [...names];
}

const pem = (label: string, der: ArrayBuffer) =>
  x509.PemConverter.encode(der, label).replace(/\r\n/g, '\n').trim() + '\n';

async function exportKey(key: CryptoKey): Promise<string> {
  return pem('PRIVATE KEY', await subtle.exportKey('pkcs8', key));
}

async function importKey(pemText: string): Promise<CryptoKey> {
  const der = x509.PemConverter.decodeFirst(pemText);
  return subtle.importKey('pkcs8', der, EC, true, ['sign']);
}

function writePrivate(file: string, text: string): void {
  writeFileSync(file, text, { mode: 0o600 });
}

async function makeAuthority(dir: string): Promise<void> {
  const keys = await subtle.generateKey(EC, true, ['sign', 'verify']);
  const now = Date.now();
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    name: `CN=Duality on ${hostname() || 'this machine'} (local authority), O=Duality`,
    keys,
    signingAlgorithm: SIGN,
    notBefore: new Date(now - DAY),
    notAfter: new Date(now + AUTHORITY_DAYS * DAY),
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  writePrivate(join(dir, 'ca-key.pem'), await exportKey(keys.privateKey));
  writeFileSync(join(dir, 'ca.pem'), cert.toString('pem').replace(/\r\n/g, '\n').trim() + '\n', {
    mode: 0o600,
  });
}

async function makeServer(dir: string, names: string[]): Promise<void> {
  const caPem = readFileSync(join(dir, 'ca.pem'), 'utf8');
  const ca = new x509.X509Certificate(caPem);
  const caKey = await importKey(readFileSync(join(dir, 'ca-key.pem'), 'utf8'));
  const keys = await subtle.generateKey(EC, true, ['sign', 'verify']);
  const now = Date.now();
  const cert = await x509.X509CertificateGenerator.create({
    subject: `CN=${names.find((n) => !isIP(n)) ?? 'localhost'}, O=Duality`,
    issuer: ca.subject,
    publicKey: keys.publicKey,
    signingKey: caKey,
    signingAlgorithm: SIGN,
    notBefore: new Date(now - DAY),
    notAfter: new Date(now + SERVER_DAYS * DAY),
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth], false),
      new x509.SubjectAlternativeNameExtension(
        names.map((n) => ({ type: isIP(n) ? ('ip' as const) : ('dns' as const), value: n })),
        false,
      ),
      await x509.AuthorityKeyIdentifierExtension.create(ca),
    ],
  });
  writePrivate(join(dir, 'server-key.pem'), await exportKey(keys.privateKey));
  writePrivate(join(dir, 'server.pem'), cert.toString('pem').replace(/\r\n/g, '\n').trim() + '\n');
  writePrivate(join(dir, 'server-names.json'), JSON.stringify(names, null, 2) + '\n');
}

/** Whether the kept server certificate still serves: every name covered, more than 30 days left. */
function serverStillGood(dir: string, names: string[]): boolean {
  const files = ['server.pem', 'server-key.pem', 'server-names.json'].map((f) => join(dir, f));
  if (!files.every((f) => existsSync(f))) return false;
  const kept = JSON.parse(readFileSync(files[2]!, 'utf8')) as string[];
  if (!names.every((n) => kept.includes(n))) return false;
  const cert = new X509Certificate(readFileSync(files[0]!, 'utf8'));
  const ca = new X509Certificate(readFileSync(join(dir, 'ca.pem'), 'utf8'));
  return cert.verify(ca.publicKey) && new Date(cert.validTo).getTime() - Date.now() > 30 * DAY;
}

/**
 * The instance's LAN certificate in `dir` (made 0700): the authority is made on first use and then kept;
 * the server certificate is reused while it covers every name in `names` (machineNames() by default).
 */
export async function lanCertificate(dir: string, names = machineNames()): Promise<LanCertificate> {
  ensurePrivateDir(dir, 'The TLS folder');
  const madeAuthority = !existsSync(join(dir, 'ca.pem')) || !existsSync(join(dir, 'ca-key.pem'));
  if (madeAuthority) await makeAuthority(dir);
  for (const f of ['ca-key.pem', 'server-key.pem']) {
    if (existsSync(join(dir, f))) checkPrivateFile(join(dir, f), 'The TLS key');
  }
  const madeServer = madeAuthority || !serverStillGood(dir, names);
  if (madeServer) await makeServer(dir, [...new Set(names)]);
  const ca = readFileSync(join(dir, 'ca.pem'), 'utf8');
  const server = readFileSync(join(dir, 'server.pem'), 'utf8');
  const der = new X509Certificate(ca).raw;
  const fingerprint = createHash('sha256').update(der).digest('hex').toUpperCase();
  return {
    cert: server + ca,
    key: readFileSync(join(dir, 'server-key.pem'), 'utf8'),
    ca,
    caFile: join(dir, 'ca.pem'),
    caFingerprint: fingerprint.match(/../g)!.join(':'),
    names: JSON.parse(readFileSync(join(dir, 'server-names.json'), 'utf8')) as string[],
    madeAuthority,
    madeServer,
  };
}
