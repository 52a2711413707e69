// Rows of the seven `homebrew_{kind}` tables and their `campaign_homebrew_{kind}` links. A homebrew row keeps
// its bookkeeping in columns (id, name, user_id, public, created_at) and the rest of the record in the jsonb
// `data`; the app works with the flat record of the rules' homebrew schema for that kind, whose id is the
// row's integer id written out as a string like the built-ins' ids.
import { z } from 'zod';
import { homebrewSchemas, type HomebrewKind } from '@duality/rules';

export const homebrewRowSchema = z.object({
  id: z.number().int(),
  user_id: z.string(),
  name: z.string(),
  public: z.boolean(),
  data: z.record(z.string(), z.json()),
  created_at: z.string(),
});
export type HomebrewRow = z.infer<typeof homebrewRowSchema>;

/** A record of one kind, built-in (no created_at) or homebrew. */
export type HomebrewRecord<K extends HomebrewKind = HomebrewKind> = z.output<(typeof homebrewSchemas)[K]>;

const contentSchemas: { [K in HomebrewKind]: z.ZodType<HomebrewRecord<K>> } = homebrewSchemas;

/** Parses a `homebrew_{kind}` row, columns and content, into the kind's flat record. */
export function homebrewRecordSchema<K extends HomebrewKind>(kind: K): z.ZodType<HomebrewRecord<K>> {
  const content = contentSchemas[kind];
  return homebrewRowSchema.transform((row, ctx) => {
    const flat = {
      ...row.data,
      id: String(row.id),
      name: row.name,
      user_id: row.user_id,
      public: row.public,
      created_at: row.created_at,
    };
    const parsed = content.safeParse(flat);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['data', ...issue.path], input: flat });
    }
    return z.NEVER;
  });
}

export const campaignHomebrewLinkRowSchema = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  /** The linked record's row id in `homebrew_{kind}`. */
  item_id: z.number().int(),
  /** The campaign owner who linked it. */
  user_id: z.string(),
  created_at: z.string(),
});
export type CampaignHomebrewLinkRow = z.infer<typeof campaignHomebrewLinkRowSchema>;
