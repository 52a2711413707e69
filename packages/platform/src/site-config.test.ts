import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientConfigOf, fetchSiteConfig, siteBackendConfigSchema, SiteConfigError } from './site-config';

const serve =
  (status: number, body: string): typeof fetch =>
  async () =>
    new Response(status === 404 ? null : body, { status });

const backend = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'k'.repeat(40) };

describe('site configuration', () => {
  it('reads the backend fields and maps them to the client config', async () => {
    const config = await fetchSiteConfig(
      siteBackendConfigSchema,
      '/config.json',
      serve(200, JSON.stringify(backend)),
    );
    expect(config).toEqual(backend);
    expect(clientConfigOf(config)).toEqual({ url: backend.supabaseUrl, anonKey: backend.supabaseAnonKey });
  });

  it('keeps the fields of an extended schema', async () => {
    const schema = z.object({
      ...siteBackendConfigSchema.shape,
      supportUrl: z.url().default('https://example.org/'),
    });
    const config = await fetchSiteConfig(schema, '/config.json', serve(200, JSON.stringify(backend)));
    expect(config.supportUrl).toBe('https://example.org/');
  });

  it('names the backend fields when the document is missing: there is no built-in backend', async () => {
    const missing = fetchSiteConfig(siteBackendConfigSchema, '/config.json', serve(404, ''));
    await expect(missing).rejects.toThrow(SiteConfigError);
    await expect(missing).rejects.toThrow(/supabaseUrl: the backend URL \(supabaseUrl\) is missing/);
    await expect(missing).rejects.toThrow(/supabaseAnonKey: the anon key \(supabaseAnonKey\) is missing/);
  });

  it('says what is wrong with a bad document', async () => {
    const get = (status: number, body: string) =>
      fetchSiteConfig(siteBackendConfigSchema, '/config.json', serve(status, body));
    await expect(get(200, JSON.stringify({ ...backend, supabaseAnonKey: 'short' }))).rejects.toThrow(
      'supabaseAnonKey: the anon key (supabaseAnonKey) is too short',
    );
    await expect(get(200, '{')).rejects.toThrow('not valid JSON');
    await expect(get(500, '')).rejects.toThrow('answered 500');
    const down: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(fetchSiteConfig(siteBackendConfigSchema, '/config.json', down)).rejects.toThrow(
      'could not be reached',
    );
  });
});
