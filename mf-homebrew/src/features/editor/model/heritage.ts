// Ancestries and communities: a description and a list of features (each with an id, made from its name when
// none is typed); a community also has its personality words.
import { z } from '@duality/libs/zod';
import type { Ancestry, Community } from '@duality/rules';
import type { KindModel } from './kind-model';
import { compact, featureFormSchema, featureFromForm, featureToForm } from './form-values';

const ancestryFormSchema = z.object({
  name: z.string(),
  public: z.boolean(),
  description: z.string(),
  features: z.array(featureFormSchema),
});
export type AncestryForm = z.infer<typeof ancestryFormSchema>;

export const ancestryModel: KindModel<'ancestries', AncestryForm> = {
  kind: 'ancestries',
  formSchema: ancestryFormSchema,
  empty: () => ({ name: '', public: false, description: '', features: [] }),
  fromRecord: (ancestry: Ancestry) => ({
    name: ancestry.name,
    public: ancestry.public,
    description: ancestry.description,
    features: ancestry.features.map(featureToForm),
  }),
  toDocument: (form) => ({
    name: form.name,
    public: form.public,
    description: form.description,
    features: form.features.map((f) => featureFromForm(f, { requireId: true })),
  }),
};

const communityFormSchema = ancestryFormSchema.extend({ personalities: z.array(z.string()) });
export type CommunityForm = z.infer<typeof communityFormSchema>;

export const communityModel: KindModel<'communities', CommunityForm> = {
  kind: 'communities',
  formSchema: communityFormSchema,
  empty: () => ({ name: '', public: false, description: '', personalities: [], features: [] }),
  fromRecord: (community: Community) => ({
    name: community.name,
    public: community.public,
    description: community.description,
    personalities: community.personalities ?? [],
    features: community.features.map(featureToForm),
  }),
  toDocument: (form) =>
    compact({
      name: form.name,
      public: form.public,
      description: form.description,
      personalities: form.personalities.length > 0 ? form.personalities : undefined,
      features: form.features.map((f) => featureFromForm(f, { requireId: true })),
    }),
};
