import { useEffect, useState } from 'react';
import { z } from '@duality/libs/zod';
import { getSupabase } from '@duality/supabase';

const usageSchema = z.object({
  created: z.number().int(),
  published: z.number().int(),
  creation_cap: z.number().int(),
  publish_cap: z.number().int(),
});
export type HomebrewUsage = z.infer<typeof usageSchema>;

/**
 * The user's homebrew counts against the creation and publish caps (read from the database, which enforces
 * them); `version` reloads them after a save or delete. Null while loading or when they cannot be read.
 */
export function useHomebrewUsage(version: number): HomebrewUsage | null {
  const [usage, setUsage] = useState<HomebrewUsage | null>(null);
  useEffect(() => {
    let live = true;
    void getSupabase()
      .rpc('my_homebrew_usage')
      .then(({ data }) => {
        const row = usageSchema.safeParse(Array.isArray(data) ? data[0] : data);
        if (live) setUsage(row.success ? row.data : null);
      });
    return () => {
      live = false;
    };
  }, [version]);
  return usage;
}
