// The shell's configuration, parsed once at start-up. Values come from PUBLIC_* variables at build time.
import { z } from '@duality/libs/zod-mini';
import { registryUrlOf } from './documents';

const configSchema = z.object({
  /** Where the remote registry lives; fetched with no caching at every start. */
  registryUrl: z.string().check(z.minLength(1)),
  /** The shell's own version, shown on the dev page. */
  version: z.string().check(z.minLength(1)),
});
export type ShellConfig = z.infer<typeof configSchema>;

/** Parses the build-time environment; throws with the bad field named. */
export function readConfig(env: Record<string, string | undefined>): ShellConfig {
  const parsed = configSchema.safeParse({
    registryUrl: registryUrlOf(env),
    version: env.APP_VERSION,
  });
  if (!parsed.success) {
    throw new Error(
      `Invalid shell configuration: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
    );
  }
  return parsed.data;
}
