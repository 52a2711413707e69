// Domain cards (SRD: Domains): the sheet needs them for the loadout and the vault.
import { z } from '@duality/libs/zod';
import { domainSchema, idSchema, levelSchema, nameSchema, textSchema } from './common';
import { featureSchema } from './feature';

export const domainCardSchema = z.object({
  id: idSchema,
  name: nameSchema.min(1),
  domain: domainSchema,
  level: levelSchema,
  type: z.enum(['ability', 'spell', 'grimoire']),
  recallCost: z.number().int().min(0).max(10),
  description: textSchema,
  features: z.array(featureSchema),
});
export type DomainCard = z.infer<typeof domainCardSchema>;
