// The analytics consent record, read from the browser's storage on every page's first load. Written with
// zod/mini (through @duality/libs/zod-mini) so the first load does not carry classic zod, about 27 KB gzip; classic and
// mini schemas compose, so the other records may keep classic zod.
import { z } from '@duality/libs/zod-mini';

/** Days after which a refused or missing consent is asked again. */
export const CONSENT_REPROMPT_DAYS = 14;

/** Local analytics consent: granted or refused, and when (ms since epoch). */
export const consentRecordSchema = z.object({
  consentGranted: z.boolean(),
  on: z.number().check(z.int(), z.gte(0)),
  /** An older confirmation flag that is also read: when set, consent counts as granted. */
  consentConfirmed: z.optional(z.boolean()),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;
