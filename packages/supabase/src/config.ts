import { describeIssues } from './issues';
import { z } from '@duality/libs/zod-mini';

/** What the shell needs to create the client: validated before use, so a typo fails with its field named. */
export const supabaseConfigSchema = z.object({
  url: z.url(),
  anonKey: z.string().check(z.minLength(20)),
});
export type SupabaseConfig = z.infer<typeof supabaseConfigSchema>;

/** Parses the config; throws an Error naming the bad fields. */
export function parseSupabaseConfig(raw: unknown): SupabaseConfig {
  const parsed = supabaseConfigSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid backend configuration: ${describeIssues(parsed.error, Infinity)}`);
  }
  return parsed.data;
}
