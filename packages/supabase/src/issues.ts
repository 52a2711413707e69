import type { z } from '@duality/libs/zod';

/** A zod error in one line, naming each bad field: `name: Too small; fear: Expected number` (first three). */
export function describeIssues(error: z.core.$ZodError, limit = 3): string {
  const shown = error.issues
    .slice(0, limit)
    .map((i) => `${i.path.join('.') || '(value)'}: ${i.message}`)
    .join('; ');
  const more = error.issues.length - limit;
  return more > 0 ? `${shown} (and ${more} more)` : shown;
}
