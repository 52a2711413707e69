// The live channels of one campaign's table: its Fear (the campaigns row), the roll log, the settings, the
// countdowns and the adversary cards. Each is opened with openLiveChannel (it comes back by itself); `joined` resolves once every channel
// has joined or failed once, so the snapshot read after it misses no change made in between. RLS applies per
// subscriber: a player hears only visible countdowns, revealed cards, and rolls only while the log is shared
// (or their own).
import type { DualityClient, RowChange, Unsubscribe } from '@duality/supabase';
import type { z } from '@duality/libs/zod';
import type { Clock } from '../shared/clock';
import { openLiveChannel } from '../shared/live-channel';
import {
  campaignFearRowSchema,
  campaignRollRowSchema,
  campaignSettingsRowSchema,
  countdownRowSchema,
  encounterCardRowSchema,
  type CampaignRollRow,
  type CampaignSettingsRow,
  type CountdownRow,
  type EncounterCardRow,
} from './gm-rows';

export interface GmChannelHandlers {
  fear(change: RowChange<{ id: number; fear: number }>): void;
  roll(change: RowChange<CampaignRollRow>): void;
  settings(change: RowChange<CampaignSettingsRow>): void;
  countdown(change: RowChange<CountdownRow>): void;
  card(change: RowChange<EncounterCardRow>): void;
  /** A channel dropped (the owner says "reconnecting"). */
  lost(): void;
  /** A channel that had dropped is back: what it missed is read again. */
  resumed(): void;
}

export interface GmChannels {
  joined: Promise<void>;
  stop: Unsubscribe;
}

export function openGmChannels(
  client: DualityClient,
  clock: Clock,
  campaignId: number,
  on: GmChannelHandlers,
): GmChannels {
  const byCampaign = `campaign_id=eq.${campaignId}`;
  const stops: Unsubscribe[] = [];
  const joins: Promise<void>[] = [];
  const open = <Row>(
    name: string,
    table: string,
    schema: z.ZodType<Row>,
    onChange: (change: RowChange<Row>) => void,
    bindings: { event: 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string }[],
  ) => {
    let first: () => void = () => undefined;
    joins.push(new Promise<void>((resolve) => (first = resolve)));
    stops.push(
      openLiveChannel({
        client,
        clock,
        subscription: { topic: `gm-${name}:${campaignId}`, table, bindings },
        schema,
        onChange,
        onLost: () => {
          first();
          on.lost();
        },
        onJoined: (resumed) => {
          first();
          if (resumed) on.resumed();
        },
      }),
    );
  };
  open('fear', 'campaigns', campaignFearRowSchema, on.fear, [
    { event: 'UPDATE', filter: `id=eq.${campaignId}` },
  ]);
  // Deletes carry only the id, so they are heard unfiltered and matched by id (as the dashboard does).
  open('rolls', 'campaign_rolls', campaignRollRowSchema, on.roll, [
    { event: 'INSERT', filter: byCampaign },
    { event: 'DELETE' },
  ]);
  open('settings', 'campaign_settings', campaignSettingsRowSchema, on.settings, [
    { event: 'INSERT', filter: byCampaign },
    { event: 'UPDATE', filter: byCampaign },
  ]);
  open('countdowns', 'campaign_countdowns', countdownRowSchema, on.countdown, [
    { event: 'INSERT', filter: byCampaign },
    { event: 'UPDATE', filter: byCampaign },
    { event: 'DELETE' },
  ]);
  open('cards', 'campaign_encounter_adversaries', encounterCardRowSchema, on.card, [
    { event: 'INSERT', filter: byCampaign },
    { event: 'UPDATE', filter: byCampaign },
    { event: 'DELETE' },
  ]);
  return {
    joined: Promise.all(joins).then(() => undefined),
    stop: async () => {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
