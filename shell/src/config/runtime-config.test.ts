import { describe, expect, it } from 'vitest';
import { fetchRuntimeConfig } from './runtime-config';

const serve = (status: number, body: string): typeof fetch =>
  (async () => new Response(status === 404 ? null : body, { status })) as typeof fetch;

const backend = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'k'.repeat(40) };
const withBackend = (fields: Record<string, unknown>) => JSON.stringify({ ...backend, ...fields });

describe('runtime config', () => {
  it('uses defaults for everything but the backend, with analytics off', async () => {
    const config = await fetchRuntimeConfig('/config.json', serve(200, withBackend({})));
    expect(config.supabaseUrl).toBe(backend.supabaseUrl);
    expect(config.tagManagerId).toBeUndefined();
    expect(config.communityUrl).toMatch(/^https:/);
  });

  it('refuses to start without a backend: a missing file names the backend fields', async () => {
    await expect(fetchRuntimeConfig('/config.json', serve(404, ''))).rejects.toThrow(
      /supabaseUrl: .*; supabaseAnonKey: /,
    );
  });

  it('reads the tag id and links', async () => {
    const config = await fetchRuntimeConfig(
      '/config.json',
      serve(200, withBackend({ tagManagerId: 'GTM-ABC123', supportUrl: 'https://example.org/support' })),
    );
    expect(config.tagManagerId).toBe('GTM-ABC123');
    expect(config.supportUrl).toBe('https://example.org/support');
  });

  it('treats empty strings as absent', async () => {
    const config = await fetchRuntimeConfig(
      '/config.json',
      serve(200, withBackend({ tagManagerId: '', errorReportUrl: '' })),
    );
    expect(config.tagManagerId).toBeUndefined();
    expect(config.errorReportUrl).toBeUndefined();
  });

  it('names the bad field of an invalid file', async () => {
    await expect(
      fetchRuntimeConfig('/config.json', serve(200, withBackend({ communityUrl: 'not a url' }))),
    ).rejects.toThrow(/communityUrl/);
    await expect(fetchRuntimeConfig('/config.json', serve(200, '{'))).rejects.toThrow('not valid JSON');
    await expect(fetchRuntimeConfig('/config.json', serve(500, ''))).rejects.toThrow('answered 500');
  });
});
