// Classes: two domains, the Hope feature, evasion, starting hit points, suggested traits, starting gear, class
// features, background and connection questions and the description lists. Parts the editor has no control
// for (suggested equipment, subclass and Beastform ids of an SRD template) are kept as they were.
import { z } from '@duality/libs/zod';
import { TRAITS, type Class } from '@duality/rules';
import type { KindModel } from './kind-model';
import {
  compact,
  emptyFeature,
  featureFormSchema,
  featureFromForm,
  featureToForm,
  jsonOf,
  numberOrText,
  textOf,
} from './form-values';

const strings = z.array(z.string());
const classFormSchema = z.object({
  name: z.string(),
  public: z.boolean(),
  domains: z.tuple([z.string(), z.string()]),
  hopeAbility: featureFormSchema,
  evasion: z.string(),
  startingHitPoints: z.string(),
  suggestedTraits: z.record(z.string(), z.string()),
  startingGear: z.object({ choose: strings, spellbook: strings }),
  classFeatures: z.array(featureFormSchema),
  backgroundQuestions: strings,
  connectionQuestions: strings,
  description: z.object({ summary: z.string(), clothes: strings, attitude: strings }),
  kept: z.record(z.string(), z.json()),
});
export type ClassForm = z.infer<typeof classFormSchema>;

const traitsOf = (scores: (trait: (typeof TRAITS)[number]) => string) =>
  Object.fromEntries(TRAITS.map((t) => [t, scores(t)]));

export const classModel: KindModel<'classes', ClassForm> = {
  kind: 'classes',
  formSchema: classFormSchema,
  empty: () => ({
    name: '',
    public: false,
    domains: ['', ''],
    hopeAbility: emptyFeature(),
    evasion: '10',
    startingHitPoints: '6',
    suggestedTraits: traitsOf(() => '0'),
    startingGear: { choose: [], spellbook: [] },
    classFeatures: [],
    backgroundQuestions: [],
    connectionQuestions: [],
    description: { summary: '', clothes: [], attitude: [] },
    kept: {},
  }),
  fromRecord: (value: Class) => ({
    name: value.name,
    public: value.public,
    domains: [value.domains[0], value.domains[1]],
    hopeAbility: featureToForm(value.hopeAbility),
    evasion: textOf(value.evasion),
    startingHitPoints: textOf(value.startingHitPoints),
    suggestedTraits: traitsOf((t) => textOf(value.suggestedTraits[t])),
    startingGear: { choose: value.startingGear.choose, spellbook: value.startingGear.spellbook ?? [] },
    classFeatures: value.classFeatures.map(featureToForm),
    backgroundQuestions: value.backgroundQuestions,
    connectionQuestions: value.connectionQuestions,
    description: {
      summary: value.description.summary ?? '',
      clothes: value.description.clothes,
      attitude: value.description.attitude,
    },
    kept: jsonObject(
      compact({
        suggestedEquipment: value.suggestedEquipment,
        subclasses: value.subclasses,
        alternateForms: value.alternateForms,
      }),
    ),
  }),
  toDocument: (form) => ({
    ...form.kept,
    name: form.name,
    public: form.public,
    domains: form.domains,
    hopeAbility: featureFromForm(form.hopeAbility),
    evasion: numberOrText(form.evasion),
    startingHitPoints: numberOrText(form.startingHitPoints),
    suggestedTraits: Object.fromEntries(TRAITS.map((t) => [t, numberOrText(form.suggestedTraits[t] ?? '')])),
    startingGear: compact({
      choose: form.startingGear.choose,
      spellbook: form.startingGear.spellbook.length > 0 ? form.startingGear.spellbook : undefined,
    }),
    classFeatures: form.classFeatures.map((f) => featureFromForm(f)),
    backgroundQuestions: form.backgroundQuestions,
    connectionQuestions: form.connectionQuestions,
    description: compact({
      summary: form.description.summary === '' ? undefined : form.description.summary,
      clothes: form.description.clothes,
      attitude: form.description.attitude,
    }),
  }),
};

function jsonObject(value: object): Record<string, z.core.util.JSONType> {
  const json = jsonOf(value);
  return json !== null && typeof json === 'object' && !Array.isArray(json) ? json : {};
}
