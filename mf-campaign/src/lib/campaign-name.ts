import { z } from '@duality/libs/zod';

/** A campaign's name: 1 to 100 characters once trimmed (the campaigns table checks the same). */
export const campaignNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the campaign a name.')
    .max(100, 'A campaign name is at most 100 characters.'),
});
export type CampaignNameForm = z.input<typeof campaignNameSchema>;
