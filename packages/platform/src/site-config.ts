// The site configuration: /config.json, fetched at start-up (never cached) by the shell and by an area
// running on its own, so one build serves every environment and no key is baked into a bundle. This
// module owns the document's backend fields and how it is fetched; the shell extends the schema with its
// own optional features.
import { z } from '@duality/libs/zod-mini';

/** The backend every page talks to: hosted Supabase in production, the embedded one locally. */
export const siteBackendConfigSchema = z.object({
  supabaseUrl: z.url('the backend URL (supabaseUrl) is missing or not a URL'),
  supabaseAnonKey: z
    .string('the anon key (supabaseAnonKey) is missing')
    .check(z.minLength(20, 'the anon key (supabaseAnonKey) is too short')),
});
export type SiteBackendConfig = z.infer<typeof siteBackendConfigSchema>;

/** The backend part of the site configuration as the Supabase client takes it. */
export const clientConfigOf = (config: SiteBackendConfig) => ({
  url: config.supabaseUrl,
  anonKey: config.supabaseAnonKey,
});

/** The site configuration could not be fetched or is invalid; the message says which and why. */
export class SiteConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiteConfigError';
  }
}

/**
 * Fetches and validates the site configuration against `schema` (which includes the backend fields; a
 * zod/mini or a classic zod schema).
 * A missing document is read as empty, so the schema's defaults apply and a required field is named.
 */
export async function fetchSiteConfig<Schema extends z.core.$ZodType<SiteBackendConfig>>(
  schema: Schema,
  url = '/config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<z.infer<Schema>> {
  let res: Response;
  try {
    res = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch (error) {
    throw new SiteConfigError(`The site configuration at ${url} could not be reached (${String(error)}).`);
  }
  let raw: unknown = {};
  if (res.status !== 404) {
    if (!res.ok) throw new SiteConfigError(`The site configuration at ${url} answered ${res.status}.`);
    try {
      raw = await res.json();
    } catch {
      throw new SiteConfigError(`The site configuration at ${url} is not valid JSON.`);
    }
  }
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((i) => `${i.path.join('.') || '(document)'}: ${i.message}`)
      .join('; ');
    throw new SiteConfigError(`The site configuration at ${url} is invalid: ${detail}`);
  }
  return parsed.data;
}
