// The companion sheet's form (SRD: Beastbound, Ranger Companion): a name, a species, an attack and at least two
// Experiences with different names.
import { z } from '@duality/libs/zod';
import { LIMITS } from '../constants';

const name = (required: string) =>
  z.string().trim().min(1, required).max(LIMITS.nameMax, `Keep it to ${LIMITS.nameMax} characters.`);

export const companionFormSchema = z
  .object({
    name: name('Name your companion.'),
    species: name('Write what kind of animal your companion is.'),
    attack: name('Describe how your companion attacks, like Bite or Claws.'),
    experiences: z.array(name('Name this Experience.')).min(2, 'Your companion starts with two Experiences.'),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.experiences.forEach((e, i) => {
      const key = e.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['experiences', i],
          message: 'Each Experience needs its own name.',
        });
      seen.add(key);
    });
  });
export type CompanionFormInput = z.input<typeof companionFormSchema>;
export type CompanionFormValues = z.output<typeof companionFormSchema>;
