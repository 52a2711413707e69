// The campaign store's contract: its state, dependencies and methods.
import type { Observable } from '@duality/libs/rxjs';
import type { Bus } from '@duality/bus';
import type { DualityClient } from '@duality/supabase';
import type { CampaignRow } from '../rows/campaign-rows';
import type { DashboardRow } from '../rows/dashboard-rows';
import type { InvitePreview } from '../rows/function-results';
import type { Clock } from '../shared/clock';
import type { KeyedChannels } from '../shared/keyed-channels';
import type { SessionSource } from '../shared/session';

export const INVITE_ERROR = 'Error generating invite.';
/** The game master's Fear: 0 to 12 (the rules' FEAR_MAX; the campaigns table checks it too). */
export { FEAR_MAX } from '@duality/rules';

export interface CampaignsState {
  status: 'signed-out' | 'loading' | 'ready' | 'error';
  /** Campaigns whose user_id is the user. */
  owned: CampaignRow[];
  /** Campaigns the user's characters joined. */
  joined: CampaignRow[];
}

export interface CampaignStoreDeps {
  client: DualityClient;
  bus: Bus;
  session: SessionSource;
  clock?: Clock;
  /** Runs after a character joined, before the joined list is read again (the dashboard row is filled in). */
  onJoined?: (row: DashboardRow) => Promise<void>;
  /** The users' shared channels (the data stores' one set); a set of its own without. */
  channels?: KeyedChannels<string>;
}

/** What the invite page shows: the campaign and its game master, or why the invite cannot be used. */
export type PreviewOutcome = { ok: true; preview: InvitePreview } | { ok: false; error: string };

export interface CampaignStore {
  state$: Observable<CampaignsState>;
  readonly state: CampaignsState;
  load(): Promise<void>;
  /** Owned or joined campaign by id. */
  get(id: number): CampaignRow | undefined;
  create(name: string): Promise<CampaignRow | null>;
  rename(id: number, name: string): Promise<CampaignRow | null>;
  /** The owner sets the campaign's Fear (clamped to 0..12); members see it live. */
  setFear(id: number, fear: number): Promise<CampaignRow | null>;
  /**
   * The owner spends (negative) or gains Fear by an amount, added in the database (within 0..12), so a Fear a
   * player's roll added a moment before is kept; members see it live.
   */
  changeFear(id: number, delta: number): Promise<CampaignRow | null>;
  /** The campaign an invite leads to (works signed out); the function's error text when it cannot be used. */
  preview(invite: string): Promise<PreviewOutcome>;
  /** The user's character joins the invite's campaign: its complete dashboard row is written at once. */
  join(invite: string, characterId: number): Promise<DashboardRow | null>;
  /** A fresh invite token (replacing the old one); null with "Error generating invite." on failure. */
  generateInvite(campaignId: number): Promise<string | null>;
  leave(campaignId: number): Promise<boolean>;
  /** The owner removes a player's character: toast "Kicked {character} from {campaign}". */
  kick(dashboardId: number, characterName: string, campaignId: number): Promise<boolean>;
  remove(campaignId: number): Promise<boolean>;
  dispose(): Promise<void>;
}
