import { describe, expect, it } from 'vitest';
import { fetchRuntimeConfig } from './runtime-config';

const serve = (status: number, body: string) =>
  (async () => new Response(body, { status })) as unknown as typeof fetch;

describe('runtime config', () => {
  it('uses defaults when there is no config file, with analytics off', async () => {
    const config = await fetchRuntimeConfig('/config.json', serve(404, ''));
    expect(config.tagManagerId).toBeUndefined();
    expect(config.communityUrl).toMatch(/^https:/);
  });

  it('reads the tag id and links', async () => {
    const config = await fetchRuntimeConfig(
      '/config.json',
      serve(200, JSON.stringify({ tagManagerId: 'GTM-ABC123', supportUrl: 'https://example.org/support' })),
    );
    expect(config.tagManagerId).toBe('GTM-ABC123');
    expect(config.supportUrl).toBe('https://example.org/support');
  });

  it('treats empty strings as absent', async () => {
    const config = await fetchRuntimeConfig(
      '/config.json',
      serve(200, '{"tagManagerId":"","errorReportUrl":""}'),
    );
    expect(config.tagManagerId).toBeUndefined();
    expect(config.errorReportUrl).toBeUndefined();
  });

  it('names the bad field of an invalid file', async () => {
    await expect(
      fetchRuntimeConfig('/config.json', serve(200, '{"communityUrl":"not a url"}')),
    ).rejects.toThrow(/communityUrl/);
    await expect(fetchRuntimeConfig('/config.json', serve(200, '{'))).rejects.toThrow('not valid JSON');
    await expect(fetchRuntimeConfig('/config.json', serve(500, ''))).rejects.toThrow('answered 500');
  });
});
