// The usage is parsed where it enters: a good row, the server's error, and a row of the wrong shape.
import { describe, expect, it } from 'vitest';
import type { DualityClient } from '@duality/supabase';
import { getHomebrewUsage, HOMEBREW_USAGE_UNREADABLE } from './get-homebrew-usage';

/** A client whose one RPC answers as given (the real RPC is tested with the database's own suites). */
const answering = (data: unknown, error: { message: string } | null = null) =>
  ({ rpc: async () => ({ data, error }) }) as unknown as DualityClient;

describe('getHomebrewUsage', () => {
  it('parses the row the RPC returns (as a set or a single row)', async () => {
    const row = { created: 2, published: 1, creation_cap: 100, publish_cap: 10 };
    expect(await getHomebrewUsage(answering([row]))).toEqual({ usage: row });
    expect(await getHomebrewUsage(answering(row))).toEqual({ usage: row });
  });

  it("passes on the server's message", async () => {
    expect(await getHomebrewUsage(answering(null, { message: 'JWT expired' }))).toEqual({
      error: 'JWT expired',
    });
  });

  it('refuses a row of the wrong shape with a clear message', async () => {
    expect(await getHomebrewUsage(answering([{ created: '2' }]))).toEqual({
      error: HOMEBREW_USAGE_UNREADABLE,
    });
    expect(await getHomebrewUsage(answering([]))).toEqual({ error: HOMEBREW_USAGE_UNREADABLE });
  });
});
