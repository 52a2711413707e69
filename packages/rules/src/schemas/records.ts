// Server and local records that are not characters or homebrew.
import { z } from 'zod';
import { idSchema, nameSchema } from './common';
import { HOMEBREW_KINDS } from '../homebrew-kind';

/** Sheet settings, kept in the browser only. */
export const sheetSettingsSchema = z.object({
  levelingFanfare: z.boolean().default(true),
  printShowResources: z.boolean().default(false),
  printShowGold: z.boolean().default(false),
  shapeshiftForm: idSchema.nullable().default(null),
  upgradedForm: idSchema.nullable().default(null),
  hybridAdvantages: z.array(z.string()).default([]),
  hybridFeatures: z.array(z.string()).default([]),
  hybridForms: z.array(idSchema).default([]),
  key: z.string().nullable().default(null),
});
export type SheetSettings = z.infer<typeof sheetSettingsSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  user_id: z.string(),
  name: nameSchema.min(1),
});
export type Campaign = z.infer<typeof campaignSchema>;

const track = z.object({ max: z.number().int().min(0), current: z.number().int().min(0) });
export const dashboardRowSchema = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  character_id: z.number().int(),
  character_name: nameSchema,
  /** "Class / Multiclass" when multiclassed. */
  character_class: z.string(),
  character_level: z.number().int().min(1).max(10),
  health: track,
  stress: track,
  armor: track,
  hope: track,
});
export type DashboardRow = z.infer<typeof dashboardRowSchema>;

export const campaignHomebrewLinkSchema = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  item_id: idSchema,
  user_id: z.string(),
  created_at: z.string(),
});
export type CampaignHomebrewLink = z.infer<typeof campaignHomebrewLinkSchema>;

export const userProfileSchema = z.object({
  user_id: z.string(),
  ...(Object.fromEntries(HOMEBREW_KINDS.map((k) => [k, z.array(idSchema).default([])])) as Record<
    (typeof HOMEBREW_KINDS)[number],
    z.ZodDefault<z.ZodArray<typeof idSchema>>
  >),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Local analytics consent: granted or refused, and when (ms since epoch). */
export const consentRecordSchema = z.object({
  consentGranted: z.boolean(),
  on: z.number().int().min(0),
  /** An older confirmation flag that is also read: when set, consent counts as granted. */
  consentConfirmed: z.boolean().optional(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;
