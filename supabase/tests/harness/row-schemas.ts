// The schema each table's rows are read with: the stores' row schemas (what the app parses); a homebrew row is
// parsed as its kind's record, columns and document (the database promises that shape), plus zod versions of the two tables
// the app never reads back (campaign_invites: the owner's token; area_loads: counted by the release commands).
import { z } from 'zod';
import {
  campaignHomebrewLinkRowSchema,
  campaignRowSchema,
  characterRowSchema,
  dashboardRowSchema,
  homebrewRecordSchema,
  userProfileRowSchema,
} from '@duality/stores';
import { KINDS } from './world.js';

const inviteRowSchema = z.object({
  campaign_id: z.number().int(),
  invite: z.string().regex(/^[0-9a-f]{32}$/),
  created_at: z.string(),
});

const areaLoadRowSchema = z
  .object({
    id: z.number().int(),
    area: z.enum(['character', 'builder', 'campaign', 'homebrew', 'account']),
    version: z.string().min(1).max(64),
    channel: z.enum(['stable', 'canary']),
    outcome: z.enum(['loaded', 'failed']),
    phase: z.enum(['load', 'mount']).nullable(),
    message: z.string().max(300).nullable(),
    user_id: z.string().nullable(),
    created_at: z.string(),
  })
  .refine((r) => (r.outcome === 'failed') === (r.phase !== null), 'a failed load names its phase');

export const ROW_SCHEMAS: Record<string, z.ZodType> = {
  campaigns: campaignRowSchema,
  campaign_invites: inviteRowSchema,
  characters: characterRowSchema,
  campaign_dashboard: dashboardRowSchema,
  user_profiles: userProfileRowSchema,
  area_loads: areaLoadRowSchema,
  ...Object.fromEntries(
    KINDS.flatMap((kind) => [
      [`homebrew_${kind}`, homebrewRecordSchema(kind)],
      [`campaign_homebrew_${kind}`, campaignHomebrewLinkRowSchema],
    ]),
  ),
};

/** The schema of a table's rows, or an error naming the table. */
export function rowSchema(table: string): z.ZodType {
  const schema = ROW_SCHEMAS[table];
  if (!schema) throw new Error(`no row schema for ${table}`);
  return schema;
}
