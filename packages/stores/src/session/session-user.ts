import type { User } from '@duality/supabase';

/** The signed-in user as the product shows them; the display name lives in the account metadata. */
export interface SessionUser {
  id: string;
  email: string | null;
  displayName: string | null;
}

/** Maps a supabase user to the product's session user. */
export function toSessionUser(user: User): SessionUser {
  const meta = (user.user_metadata ?? {}) as Record<string, unknown>;
  const name =
    typeof meta.display_name === 'string' && meta.display_name.trim() !== '' ? meta.display_name : null;
  return { id: user.id, email: user.email ?? null, displayName: name };
}
