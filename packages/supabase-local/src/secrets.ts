// The backend's secrets: a random JWT secret and opaque keys made on first start and kept beside the data with
// owner-only permissions, so nobody can mint tokens for this instance from public knowledge. The Supabase
// CLI's well-known demo keys are used only when asked for, and never on an address others can reach.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createJwt } from './jwt.js';
import { checkPrivateFile, ensurePrivateDir } from './private-files.js';
import {
  defaultAnonKey,
  defaultJwtSecret,
  defaultPublishableKey,
  defaultSecretKey,
  defaultServiceRoleKey,
} from './keys.js';

export interface Secrets {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Opaque new-format keys standing for the anon and service_role roles. */
  publishableKey: string;
  secretKey: string;
  /** Where they came from, for the start banner and the bind check. */
  source: 'demo' | 'file' | 'memory' | 'given';
}

export interface SecretOptions {
  /** The Supabase CLI's public demo keys: for tools that expect them; refused beyond loopback. */
  demoKeys?: boolean;
  /** Keeps generated secrets here (mode 0600); without it they live only as long as the process. */
  secretsFile?: string;
  jwtSecret?: string;
  anonKey?: string;
  serviceRoleKey?: string;
  publishableKey?: string;
  secretKey?: string;
}

interface StoredSecrets {
  jwt_secret: string;
  publishable_key: string;
  secret_key: string;
  created_at: number;
}

const TEN_YEARS = 10 * 365 * 24 * 3600;

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

function generated(): StoredSecrets {
  return {
    jwt_secret: random(48),
    publishable_key: `sb_publishable_${random(24)}`,
    secret_key: `sb_secret_${random(24)}`,
    created_at: Math.floor(Date.now() / 1000),
  };
}

function isStored(v: unknown): v is StoredSecrets {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.jwt_secret === 'string' &&
    o.jwt_secret.length >= 32 &&
    typeof o.publishable_key === 'string' &&
    typeof o.secret_key === 'string' &&
    typeof o.created_at === 'number'
  );
}

/** Reads the instance's secrets, creating the file (owner read/write only) on first start. */
function fromFile(file: string): StoredSecrets {
  if (existsSync(file)) {
    // The JWT secret mints any user's token: a file others could have read is refused, not quietly tightened
    // (they may have copied it already; new secrets are the fix).
    checkPrivateFile(file, 'The secrets file');
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new Error(`The secrets file ${file} is not valid JSON (${(err as Error).message}).`);
    }
    if (!isStored(parsed))
      throw new Error(`The secrets file ${file} is incomplete; delete it to make new keys.`);
    return parsed;
  }
  const fresh = generated();
  if (!existsSync(dirname(file))) ensurePrivateDir(dirname(file), 'The secrets folder');
  writeFileSync(file, JSON.stringify(fresh, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
  return fresh;
}

/** The secrets for one start: given values win, then demo keys if asked for, then the file, then fresh ones. */
export async function resolveSecrets(options: SecretOptions): Promise<Secrets> {
  if (options.demoKeys) {
    return {
      jwtSecret: defaultJwtSecret,
      anonKey: defaultAnonKey,
      serviceRoleKey: defaultServiceRoleKey,
      publishableKey: defaultPublishableKey,
      secretKey: defaultSecretKey,
      source: 'demo',
    };
  }
  const base = options.jwtSecret
    ? { ...generated(), jwt_secret: options.jwtSecret }
    : options.secretsFile
      ? fromFile(options.secretsFile)
      : generated();
  if (base.jwt_secret.length < 32) throw new Error('The JWT secret must be at least 32 characters long.');
  const jwt = createJwt(base.jwt_secret);
  // Signed with a fixed issue time, so the same secret always gives the same keys across restarts.
  const key = (role: 'anon' | 'service_role') =>
    jwt.sign(
      { role, iss: 'supabase-local', iat: base.created_at, exp: base.created_at + TEN_YEARS },
      TEN_YEARS,
    );
  const secrets: Secrets = {
    jwtSecret: base.jwt_secret,
    anonKey: options.anonKey ?? (await key('anon')),
    serviceRoleKey: options.serviceRoleKey ?? (await key('service_role')),
    publishableKey: options.publishableKey ?? base.publishable_key,
    secretKey: options.secretKey ?? base.secret_key,
    source: options.jwtSecret ? 'given' : options.secretsFile ? 'file' : 'memory',
  };
  // A key that this secret does not sign would fail on every request: say so at start instead.
  for (const [name, value, role] of [
    ['anon key', secrets.anonKey, 'anon'],
    ['service_role key', secrets.serviceRoleKey, 'service_role'],
  ] as const) {
    const claims = await jwt.verify(value).catch(() => null);
    if (claims?.role !== role) {
      throw new Error(`The ${name} given is not a ${role} token signed with this backend's JWT secret.`);
    }
  }
  return secrets;
}

/** Whether the secrets are the public demo ones (given explicitly or by the flag). */
export function usesDemoSecret(secrets: Secrets): boolean {
  return secrets.source === 'demo' || secrets.jwtSecret === defaultJwtSecret;
}

/** Loopback addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** The keys from SUPABASE_LOCAL_* environment variables, for the CLI and the product start script. */
export function secretsFromEnv(env: Record<string, string | undefined> = process.env): SecretOptions {
  const pick = (name: string) => (env[name] && env[name] !== '' ? env[name] : undefined);
  return {
    jwtSecret: pick('SUPABASE_LOCAL_JWT_SECRET'),
    anonKey: pick('SUPABASE_LOCAL_ANON_KEY'),
    serviceRoleKey: pick('SUPABASE_LOCAL_SERVICE_ROLE_KEY'),
    publishableKey: pick('SUPABASE_LOCAL_PUBLISHABLE_KEY'),
    secretKey: pick('SUPABASE_LOCAL_SECRET_KEY'),
  };
}
