// The LAN start option's certificates: a local certificate authority (the one thing a phone is asked to trust)
// and a server certificate it signs for this machine's names and addresses. The authority may sign only for
// those names and addresses (name constraints) and lives a year, so a copy of its key cannot stand for any other
// site on a phone that trusts it, nor for long; it is kept and reused while it permits every name, and made
// again, with the reason said, when it does not (a new name, an older authority without these limits, its last
// 30 days). The server certificate is made again when a name is new or it nears its end. Everything is kept in
// the instance's TLS folder (0700; keys 0600) beside its secrets. Keys are ECDSA P-256 (WebCrypto); the
// certificates are built by @peculiar/x509, not by hand.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { createHash, webcrypto, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, networkInterfaces } from 'node:os';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { checkPrivateFile, ensurePrivateDir } from './private-files.js';
import {
  NAME_CONSTRAINTS_OID,
  nameConstraintsExtension,
  nameConstraintsValue,
} from './tls-name-constraints.js';

const { subtle } = webcrypto;
type CryptoKey = webcrypto.CryptoKey;
const EC = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;
const DAY = 24 * 3600 * 1000;
/** Apple refuses server certificates valid for more than 825 days; 397 is what public authorities issue. */
const SERVER_DAYS = 397;
/** The authority's whole life, a year; it is made again in its last 30 days. */
const AUTHORITY_DAYS = 365;
const RENEW_DAYS = 30;

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
  /** Whether the authority was made by this call (first start, or the kept one was replaced). */
  madeAuthority: boolean;
  /**
   * Why a kept authority was replaced by a new one (phones that trusted it must install the new one), or null
   * when none was replaced.
   */
  replacedAuthority: string | null;
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

async function makeAuthority(dir: string, names: string[]): Promise<void> {
  const keys = await subtle.generateKey(EC, true, ['sign', 'verify']);
  const now = Date.now();
  const permitted = [...new Set(names.map((n) => n.toLowerCase()))].sort();
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    name: `CN=Duality on ${hostname() || 'this machine'} (local authority), O=Duality`,
    keys,
    signingAlgorithm: SIGN,
    notBefore: new Date(now - DAY),
    notAfter: new Date(now + (AUTHORITY_DAYS - 1) * DAY),
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      nameConstraintsExtension(permitted),
    ],
  });
  writePrivate(join(dir, 'ca-names.json'), JSON.stringify(permitted, null, 2) + '\n');
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
    // Never past the authority's own end.
    notAfter: new Date(Math.min(now + SERVER_DAYS * DAY, ca.notAfter.getTime())),
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
 * Why the kept authority cannot serve `names` (so a new one is needed), or null when it can: it must carry
 * name constraints that permit exactly the names it was made for, those must include every name in `names`,
 * it must live at most a year, and have more than 30 days left.
 */
function authorityProblem(dir: string, names: string[]): string | null {
  const ca = new x509.X509Certificate(readFileSync(join(dir, 'ca.pem'), 'utf8'));
  const constraints = ca.getExtension(NAME_CONSTRAINTS_OID);
  const namesFile = join(dir, 'ca-names.json');
  const permitted = existsSync(namesFile) ? (JSON.parse(readFileSync(namesFile, 'utf8')) as string[]) : [];
  const expected = Buffer.from(nameConstraintsValue(permitted));
  if (!constraints || !constraints.critical || !expected.equals(Buffer.from(constraints.value))) {
    return 'was made without name constraints (it could sign for any site)';
  }
  if (ca.notAfter.getTime() - ca.notBefore.getTime() > AUTHORITY_DAYS * DAY) {
    return 'was made to last more than a year';
  }
  if (ca.notAfter.getTime() - Date.now() <= RENEW_DAYS * DAY) {
    return `ends on ${ca.notAfter.toISOString().slice(0, 10)}`;
  }
  const missing = names.map((n) => n.toLowerCase()).filter((n) => !permitted.includes(n));
  if (missing.length > 0) return `does not name ${missing.join(', ')}`;
  return null;
}

/**
 * The instance's LAN certificate in `dir` (made 0700): the authority is made on first use and kept while it
 * permits every name in `names` (machineNames() by default), else made again with the reason in
 * `replacedAuthority`; the server certificate is reused while it covers every name.
 */
export async function lanCertificate(dir: string, names = machineNames()): Promise<LanCertificate> {
  ensurePrivateDir(dir, 'The TLS folder');
  const kept = existsSync(join(dir, 'ca.pem')) && existsSync(join(dir, 'ca-key.pem'));
  const problem = kept ? authorityProblem(dir, names) : null;
  const madeAuthority = !kept || problem !== null;
  if (madeAuthority) await makeAuthority(dir, names);
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
    replacedAuthority:
      problem === null
        ? null
        : `The certificate authority in ${dir} ${problem}, so a new one was made: phones that trusted the old one must install the new ${join(dir, 'ca.pem')} (and remove the old one).`,
    madeServer,
  };
}
