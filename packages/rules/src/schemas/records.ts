// Records kept in the browser's storage that are not characters (database rows are parsed by their row schemas
// in @duality/stores, pinned to the generated database types).
import { z } from '@duality/libs/zod';
import { idSchema } from './common';

/** Local sheet settings: printing options and the shapeshift state of the sheet. */
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
  /** The optional Massive Damage rule (SRD: Combat) when this character takes damage: 4 HP at twice Severe. */
  massiveDamage: z.boolean().default(false),
});
export type SheetSettings = z.infer<typeof sheetSettingsSchema>;

export { consentRecordSchema, type ConsentRecord } from './consent-record';
