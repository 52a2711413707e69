// Rows of `user_profiles`: per homebrew kind the ids of the public records the user bookmarked.
import { z } from '@duality/libs/zod';

const ids = z.array(z.number().int());

export const userProfileRowSchema = z.object({
  user_id: z.string(),
  items: ids,
  weapons: ids,
  armor: ids,
  communities: ids,
  ancestries: ids,
  subclasses: ids,
  classes: ids,
  created_at: z.string(),
  updated_at: z.string(),
});
/** @output A row as the database gives it: callers read it, the stores make it (a new column is a minor). */
export type UserProfileRow = z.infer<typeof userProfileRowSchema>;
