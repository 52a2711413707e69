// Links of the campaign area that carry a way back, built with the typed route API (platform's buildPath).
import { buildPath } from '@duality/platform';

/** The page of one campaign. */
export const campaignPath = (id: number): string => buildPath('/campaign/:id', { id });

/** The invite page for a token. */
export const invitePath = (invite: string): string => buildPath('/campaign/invite/:invite', { invite });

/**
 * The builder, which sends the player back to `back` (an invite page) once the new character is saved, with
 * the same `?redirect=` parameter the login page reads (checked there with `safeRedirect`).
 */
export const builderPathFor = (back: string): string =>
  `${buildPath('/builder')}?redirect=${encodeURIComponent(back)}`;

/** The full invite link to share: the page's origin and the invite's path. */
export const inviteUrl = (origin: string, invite: string): string => `${origin}${invitePath(invite)}`;
