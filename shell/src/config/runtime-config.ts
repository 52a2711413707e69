// Runtime configuration: fetched from /config.json (never cached) together with the registry, so one build
// serves every environment. Optional features switch off when their value is absent.
import { z } from 'zod';
import { localBackendConfig } from '@duality/supabase';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

export const runtimeConfigSchema = z.object({
  /** The backend: hosted Supabase in production, the embedded one locally (the product server fills these). */
  supabaseUrl: z.url().default(localBackendConfig.url),
  supabaseAnonKey: z
    .string()
    .min(20, 'the anon key is missing or too short')
    .default(localBackendConfig.anonKey),
  /** Analytics tag-manager container id; with none, no analytics script is ever loaded. */
  tagManagerId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[A-Z0-9-]+$/)
      .optional(),
  ),
  /** Where the tag-manager script comes from (its id is appended). */
  tagManagerUrl: z.url().default('https://www.googletagmanager.com/gtm.js'),
  /** Outside links in the footer. */
  communityUrl: z.url().default('https://discord.gg/daggerheart'),
  supportUrl: z.url().default('https://www.patreon.com/'),
  /** Optional endpoint that receives page errors as JSON (navigator.sendBeacon). */
  errorReportUrl: optionalUrl,
  /**
   * Shows the development tools on /dev (publish bus events, the bus log, simulate a page error). Off unless
   * a deployment asks for it: they are for developers and the end-to-end tests, never for players.
   */
  devTools: z.boolean().default(false),
  /**
   * How old the remote registry may grow before the next navigation fetches it again, so a rollback reaches
   * open tabs within this long.
   */
  registryRefreshSeconds: z.number().min(0).max(86_400).default(60),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Fetches and validates /config.json; a missing file means all defaults, a bad one is an error. */
export async function fetchRuntimeConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const res = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (res.status === 404) return runtimeConfigSchema.parse({});
  if (!res.ok) throw new Error(`The site configuration at ${url} answered ${res.status}.`);
  let raw: unknown;
  try {
    raw = await res.json();
  } catch {
    throw new Error(`The site configuration at ${url} is not valid JSON.`);
  }
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`The site configuration is invalid: ${detail}`);
  }
  return parsed.data;
}
