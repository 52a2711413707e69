import { z } from 'zod';
import { describeIssues } from './issues';

/** What the shell needs to create the client: validated before use, so a typo fails with its field named. */
export const supabaseConfigSchema = z.object({
  url: z.url(),
  anonKey: z.string().min(20),
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

/**
 * The local embedded backend as `npm start` runs it, with the Supabase CLI's public demo anon key (the same
 * defaults `supabase start` uses; never a secret). For standalone areas and the shell's defaults.
 */
export const localBackendConfig: SupabaseConfig = {
  url: 'http://127.0.0.1:54321',
  anonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
};
