import {
  companionFormSchema,
  companionSchema,
  deriveSheet,
  type Catalog,
  type Character,
} from '@duality/rules';
import { useDataStores } from '@duality/stores/react';
import { FormFooter, TextField } from '@duality/ui';
import { useServerForm } from '@duality/ui/forms';

export interface CompanionFormProps {
  id: number;
  character: Character;
  catalog: Catalog;
}

/** Names the companion, its species, attack and Experiences; saves through the character store. */
export function CompanionForm({ id, character, catalog }: CompanionFormProps) {
  const { characters } = useDataStores();
  const companion = character.companion;
  const count = Math.max(2, companion?.experience.length ?? 0);
  const { onSubmit, field, error, success, busy } = useServerForm(
    companionFormSchema,
    async (values) => {
      characters.update(id, (c) => {
        const previous = c.companion ?? companionSchema.parse({});
        const stats = deriveSheet({ ...c, companion: previous }, catalog).companion;
        return {
          ...c,
          companion: companionSchema.parse({
            ...previous,
            name: values.name,
            species: values.species,
            attack: { name: values.attack, damage: stats?.damageDie ?? 'd6', range: stats?.range ?? 'Melee' },
            experience: values.experiences.map((name, i) => ({
              name,
              score: previous.experience[i]?.score ?? 2,
            })),
          }),
        };
      });
    },
    {
      defaultValues: {
        name: companion?.name ?? '',
        species: companion?.species ?? '',
        attack: companion?.attack?.name ?? '',
        experiences: Array.from({ length: count }, (_, i) => companion?.experience[i]?.name ?? ''),
      },
      success: (v) => `Saved ${v.name}.`,
    },
  );
  return (
    <form className="dh-form" noValidate onSubmit={onSubmit} aria-label="Companion">
      <TextField label="Name" {...field('name')} />
      <TextField label="Species" hint="What kind of animal, like a fox or a hawk." {...field('species')} />
      <TextField label="Attack" hint="How it deals damage, like Bite or Claws." {...field('attack')} />
      {Array.from({ length: count }, (_, i) => (
        <TextField
          key={i}
          label={`Experience ${i + 1}`}
          hint={`+${companion?.experience[i]?.score ?? 2}`}
          {...field(`experiences.${i}`)}
        />
      ))}
      <FormFooter error={error} success={success} busy={busy} label="Save companion" busyLabel="Saving…" />
    </form>
  );
}
