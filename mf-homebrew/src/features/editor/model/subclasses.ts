// Subclasses: the class they belong to, and foundation (with an optional spellcast trait), specialization and
// mastery features, each feature with its charges, modifyCharge and companion switches.
import { z } from '@duality/libs/zod';
import type { Subclass } from '@duality/rules';
import type { KindModel } from './kind-model';
import { compact, featureFormSchema, featureFromForm, featureToForm } from './form-values';

const features = z.array(featureFormSchema);
const subclassFormSchema = z.object({
  name: z.string(),
  public: z.boolean(),
  class: z.string(),
  description: z.string(),
  foundation: z.object({ spellcast: z.string(), features }),
  specialization: z.object({ features }),
  mastery: z.object({ features }),
});
export type SubclassForm = z.infer<typeof subclassFormSchema>;

export const subclassModel: KindModel<'subclasses', SubclassForm> = {
  kind: 'subclasses',
  formSchema: subclassFormSchema,
  empty: () => ({
    name: '',
    public: false,
    class: '',
    description: '',
    foundation: { spellcast: '', features: [] },
    specialization: { features: [] },
    mastery: { features: [] },
  }),
  fromRecord: (subclass: Subclass) => ({
    name: subclass.name,
    public: subclass.public,
    class: subclass.class,
    description: subclass.description ?? '',
    foundation: {
      spellcast: subclass.foundation.spellcast ?? '',
      features: subclass.foundation.features.map(featureToForm),
    },
    specialization: { features: subclass.specialization.features.map(featureToForm) },
    mastery: { features: subclass.mastery.features.map(featureToForm) },
  }),
  toDocument: (form) =>
    compact({
      name: form.name,
      public: form.public,
      class: form.class,
      description: form.description === '' ? undefined : form.description,
      foundation: compact({
        spellcast: form.foundation.spellcast === '' ? undefined : form.foundation.spellcast,
        features: form.foundation.features.map((f) => featureFromForm(f)),
      }),
      specialization: { features: form.specialization.features.map((f) => featureFromForm(f)) },
      mastery: { features: form.mastery.features.map((f) => featureFromForm(f)) },
    }),
};
