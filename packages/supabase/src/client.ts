// The product's one Supabase client. The shell creates it at start-up from validated configuration; this
// module is a Module Federation singleton, so every area that calls getSupabase() gets the same instance,
// the same session and the same realtime socket. Nothing else in application code calls createClient
// (lint forbids it).
import { createClient } from '@supabase/supabase-js';
import type { DualityClient } from '@duality/supabase-db/client';
import type { Database } from '@duality/supabase-db/types';
import { parseSupabaseConfig } from './config';

// The client's type is the database's (supabase/types/client.ts): it changes with every migration.
export type { DualityClient };

/** Realtime reconnects after 1, 2 and 5 seconds, then every 10 seconds. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10000] as const;
/** A realtime request without an answer after 10 s fails; the socket sends a heartbeat every 25 s. */
export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_HEARTBEAT_MS = 25_000;

/** The reconnect delay after `tries` failed attempts (1-based): 1, 2, 5, then 10 seconds. */
export const reconnectDelay = (tries: number): number =>
  RECONNECT_DELAYS_MS[Math.min(Math.max(tries, 1), RECONNECT_DELAYS_MS.length) - 1]!;

let current: DualityClient | null = null;

/** Where the auth session is kept: localStorage in the browser, a map in tests. */
export interface SessionStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

export interface CreateOptions {
  /** Storage for the session (tests isolate it); the browser default is localStorage. */
  storage?: SessionStorage;
  /** Storage key for the session, e.g. to keep two test users apart. */
  storageKey?: string;
  /** The fetch every request goes through (tests: a network that can be cut); the platform's by default. */
  fetch?: typeof fetch;
}

/** Creates a client with the product's settings (not registered as THE client: see initSupabase). */
export function createDualityClient(rawConfig: unknown, options: CreateOptions = {}): DualityClient {
  const config = parseSupabaseConfig(rawConfig);
  return createClient<Database>(config.url, config.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: typeof window !== 'undefined',
      ...(options.storage ? { storage: options.storage } : {}),
      ...(options.storageKey ? { storageKey: options.storageKey } : {}),
    },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
    realtime: {
      timeout: REALTIME_TIMEOUT_MS,
      heartbeatIntervalMs: REALTIME_HEARTBEAT_MS,
      reconnectAfterMs: reconnectDelay,
    },
  });
}

/** Creates THE client (the shell calls this once at start-up). Calling it twice is a programming error. */
export function initSupabase(rawConfig: unknown, options: CreateOptions = {}): DualityClient {
  if (current) throw new Error('The Supabase client is already initialised: there is only one.');
  current = createDualityClient(rawConfig, options);
  return current;
}

/** THE client; throws a clear error if the shell has not created it (e.g. an area running standalone). */
export function getSupabase(): DualityClient {
  if (!current) {
    throw new Error('The Supabase client is not initialised: the shell creates it at start-up.');
  }
  return current;
}
