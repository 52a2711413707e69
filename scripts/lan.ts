// The LAN start option (`npm start -- --lan`): where to bind, what name the URLs carry, and the certificate
// for this machine's names and addresses, kept in the instance's TLS folder and reused on the next start.
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { isLoopbackHost, lanCertificate, machineNames, type LanCertificate } from '@duality/supabase-local';
import { repoRoot } from './local-backend';

export interface LanSetup {
  siteUrl: string;
  backend: {
    host: string;
    publicHost: string;
    tls: { cert: string; key: string };
    names: string[];
    shellPort: number;
  };
  certificate: LanCertificate;
}

const WILDCARD = new Set(['0.0.0.0', '::']);

/** The address other devices most likely reach this machine at: its first network IPv4 address. */
function networkAddress(): string | undefined {
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return undefined;
}

export async function lanSetup(options: {
  host?: string;
  tlsDir: string;
  shellPort: number;
}): Promise<LanSetup> {
  const host = options.host ?? '0.0.0.0';
  const publicHost = WILDCARD.has(host) ? (networkAddress() ?? 'localhost') : host;
  if (isLoopbackHost(publicHost) && !options.host) {
    console.warn('No network address was found: the product is reachable from this machine only.');
  }
  const certificate = await lanCertificate(
    resolve(repoRoot, options.tlsDir),
    machineNames(WILDCARD.has(host) ? [] : [host]),
  );
  const url = `https://${publicHost.includes(':') ? `[${publicHost}]` : publicHost}:${options.shellPort}`;
  return {
    siteUrl: url,
    backend: {
      host,
      publicHost,
      tls: { cert: certificate.cert, key: certificate.key },
      names: certificate.names,
      shellPort: options.shellPort,
    },
    certificate,
  };
}
