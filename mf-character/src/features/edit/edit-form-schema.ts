import { z } from '@duality/libs/zod';
import { LIMITS, type Character } from '@duality/rules';

const answers = z.array(z.object({ question: z.string(), answer: z.string().max(LIMITS.descriptionMax) }));
const rowName = z.string().trim().max(LIMITS.nameMax, `At most ${LIMITS.nameMax} characters`);

/** What the edit page changes: the words of the character, its experiences and its custom items. */
export const editFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give your character a name')
    .max(LIMITS.nameMax, `At most ${LIMITS.nameMax} characters`),
  pronouns: z.string().trim().max(LIMITS.nameMax, `At most ${LIMITS.nameMax} characters`),
  description: z.string().max(LIMITS.descriptionMax, `At most ${LIMITS.descriptionMax} characters`),
  background: answers,
  connection: answers,
  /** A row left without a name is dropped (that is how one is removed). */
  experience: z.array(z.object({ name: rowName, score: z.coerce.number().int().min(-5).max(20) })),
  customItems: z.array(z.object({ id: z.string(), name: rowName })),
});
export type EditFormInput = z.input<typeof editFormSchema>;
export type EditFormValues = z.output<typeof editFormSchema>;

/** The class's questions to ask of a character, answered or not (skipped ones can be answered later). */
export interface ClassQuestions {
  background: readonly string[];
  connection: readonly string[];
}

/** Every question with its answer: the character's answers first, then the class's questions still open. */
export function withOpenQuestions(
  answered: readonly { question: string; answer: string }[],
  asked: readonly string[],
): { question: string; answer: string }[] {
  const have = new Set(answered.map((a) => a.question));
  return [...answered, ...asked.filter((q) => !have.has(q)).map((question) => ({ question, answer: '' }))];
}

/**
 * The form's starting values: the character's, every question of its class (answered or not), plus one
 * empty row to add an experience or a custom item.
 */
export function editFormDefaults(
  c: Character,
  questions: ClassQuestions = { background: [], connection: [] },
): EditFormInput {
  return {
    name: c.name,
    pronouns: c.pronouns,
    description: c.description,
    background: withOpenQuestions(c.background, questions.background),
    connection: withOpenQuestions(c.connection, questions.connection),
    experience: [...c.experience, { name: '', score: 2 }],
    customItems: [
      ...c.inventory.items.filter((i) => i.custom).map((i) => ({ id: i.id, name: i.name })),
      { id: '', name: '' },
    ],
  };
}

/** The character with the form's values applied; `newId` names a newly added custom item. */
export function applyEditForm(c: Character, v: EditFormValues, newId: string): Character {
  const names = new Map(v.customItems.filter((i) => i.id && i.name).map((i) => [i.id, i.name]));
  const kept = c.inventory.items.flatMap((i) => {
    if (!i.custom) return [i];
    const name = names.get(i.id);
    return name ? [{ ...i, name }] : [];
  });
  const added = v.customItems.find((i) => !i.id && i.name);
  const items = added
    ? [
        ...kept,
        {
          id: newId,
          itemId: newId,
          name: added.name,
          chargesUsed: 0,
          notes: '',
          attachment: null,
          custom: true,
          quantity: 1,
          modify: {},
          options: {},
        },
      ]
    : kept;
  return {
    ...c,
    name: v.name,
    pronouns: v.pronouns,
    description: v.description,
    // A question left unanswered is not stored: the edit page asks it again from the class.
    background: v.background.filter((a) => a.answer.trim() !== ''),
    connection: v.connection.filter((a) => a.answer.trim() !== ''),
    experience: v.experience.filter((e) => e.name),
    inventory: { ...c.inventory, items },
  };
}
