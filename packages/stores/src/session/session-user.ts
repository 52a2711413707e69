import { z } from '@duality/libs/zod';
import type { User } from '@duality/supabase';

/** A display name worth showing: some text besides spaces. */
const displayNameSchema = z.string().refine((name) => name.trim() !== '');

/** The signed-in user as the product shows them; the display name lives in the account metadata. */
export interface SessionUser {
  id: string;
  email: string | null;
  displayName: string | null;
}

/** What the session user is made of: a supabase user, or the user of a session kept in storage. */
export interface UserFacts {
  id: string;
  email?: string | undefined;
  user_metadata?: Record<string, unknown> | undefined;
}

/** Maps a supabase user to the product's session user. */
export function toSessionUser(user: User): SessionUser {
  return sessionUserOf(user);
}

/** The session user of what is known of a user. */
export function sessionUserOf(user: UserFacts): SessionUser {
  const name = displayNameSchema.safeParse(user.user_metadata?.display_name);
  return { id: user.id, email: user.email ?? null, displayName: name.success ? name.data : null };
}
