// The analytics consent record kept in the browser. The shell parses it at start-up, so it is written with
// zod's functional build (`zod/mini`, tree-shaken to the few checks used): the first load then carries no
// classic zod, which is about 27 KB gzip.
import * as z from 'zod/mini';

/** Local analytics consent: granted or refused, and when (ms since epoch). */
export const consentRecordSchema = z.object({
  consentGranted: z.boolean(),
  on: z.int().check(z.minimum(0)),
  /** An older confirmation flag that is also read: when set, consent counts as granted. */
  consentConfirmed: z.optional(z.boolean()),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;
