import { z } from '@duality/libs/zod';
import type { DualityClient } from '@duality/supabase';

/** One row of `my_homebrew_usage()`: the user's homebrew counts and the caps the database enforces. */
export const homebrewUsageSchema = z.object({
  created: z.number().int(),
  published: z.number().int(),
  creation_cap: z.number().int(),
  publish_cap: z.number().int(),
});
export type HomebrewUsage = z.infer<typeof homebrewUsageSchema>;

export const HOMEBREW_USAGE_UNREADABLE = 'The homebrew counts could not be read.';

/**
 * The signed-in user's homebrew usage against the caps (the caps live in the database, so they are read, never
 * assumed). Resolves with the parsed row, or with the server's message (or HOMEBREW_USAGE_UNREADABLE for a
 * row of the wrong shape); never throws.
 */
export async function getHomebrewUsage(
  client: DualityClient,
): Promise<{ usage: HomebrewUsage; error?: never } | { usage?: never; error: string }> {
  const { data, error } = await client.rpc('my_homebrew_usage');
  if (error) return { error: error.message };
  const row = homebrewUsageSchema.safeParse(Array.isArray(data) ? data[0] : data);
  return row.success ? { usage: row.data } : { error: HOMEBREW_USAGE_UNREADABLE };
}
