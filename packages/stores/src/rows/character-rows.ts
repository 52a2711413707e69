// Rows of `characters`. The document in `data` may be of an older sheet version: it is read as a JSON object
// here and parsed with the character schema only after migration (see the character store).
import { z } from '@duality/libs/zod';

export const characterRowSchema = z.object({
  id: z.number().int(),
  user_id: z.string(),
  revision: z.number().int(),
  /** Owned by the server: set by joining and leaving a campaign, never by the document. */
  campaign: z.number().int().nullable(),
  version: z.string(),
  data: z.record(z.string(), z.json()),
  /** Write-only: the revision an update is based on; always null when read. */
  expected_revision: z.number().int().nullable(),
  /** The key the creating device gave the character (a uuid): its insert lands once however often it is sent. */
  client_key: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
/** @output A row as the database gives it: callers read it, the stores make it (a new column is a minor). */
export type CharacterRow = z.infer<typeof characterRowSchema>;
