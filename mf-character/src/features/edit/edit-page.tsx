import type { AreaPageProps } from '@duality/area-kit';
import { bus } from '@duality/bus';
import type { CharacterEntry, CharacterStore } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';
import { FormFooter, TextField } from '@duality/ui';
import { useServerForm } from '@duality/ui/forms';
import { Link } from '@duality/libs/router';
import { CharacterGate } from '../../components/character-gate';
import { useLoadedCatalog } from '../../hooks/use-loaded-catalog';
import { useEditCharacter } from '../../lib/edit-character';
import { applyEditForm, editFormDefaults, editFormSchema } from './edit-form-schema';
import { sheetPath } from '../../lib/paths';

/** Told when the edit could not reach the server yet: it is kept on this device and sent when it can be. */
export const NOT_SAVED_YET =
  'Not saved to the server yet: it cannot be reached. Your changes are kept on this device and sent when it is back.';

/** /character/edit/:id: what the sheet does not edit (words, experiences, custom items). */
export function EditPage({ params }: AreaPageProps<{ id: number }>) {
  return <CharacterGate id={params.id}>{(entry) => <EditForm entry={entry} />}</CharacterGate>;
}

function EditForm({ entry }: { entry: CharacterEntry }) {
  const { id, character } = entry;
  const { characters } = useDataStores();
  const editCharacter = useEditCharacter();
  const catalog = useLoadedCatalog();
  const klass = character.baseClass ? catalog.classes.get(character.baseClass) : undefined;
  const questions = {
    background: klass?.backgroundQuestions ?? [],
    connection: klass?.connectionQuestions ?? [],
  };
  const defaults = editFormDefaults(character, questions);
  const { onSubmit, field, form, error, success, busy } = useServerForm(
    editFormSchema,
    async (values) => {
      editCharacter(id, (c) => applyEditForm(c, values, crypto.randomUUID()));
      // "Saved" only once the server has the edit; until then it waits on this device and is sent later.
      if (!(await characters.saved(id))) return { error: NOT_SAVED_YET };
      bus.publish('toast.requested', { message: `Saved changes to ${values.name}`, tone: 'success' });
    },
    {
      defaultValues: defaults,
      success: (v) => `Saved changes to ${v.name}`,
      onSuccess: (_v, f) => f.reset(editFormDefaults(getCharacter(characters, entry, id), questions)),
    },
  );
  const area = (
    name: 'description' | `background.${number}.answer` | `connection.${number}.answer`,
    label: string,
  ) => (
    <label key={name} className="dh-field">
      <span className="dh-field__label">{label}</span>
      <textarea rows={3} {...form.register(name)} />
    </label>
  );
  return (
    <section className="dh-page character-edit">
      <h1>Edit {character.name || 'character'}</h1>
      <Link to={sheetPath(id)} className="character-back">
        Back to the sheet
      </Link>
      <form
        className="dh-form"
        onSubmit={onSubmit}
        noValidate
        aria-label={`Edit ${character.name || 'character'}`}
      >
        <TextField label="Name" {...field('name')} />
        <TextField label="Pronouns" {...field('pronouns')} />
        {area('description', 'Description')}
        <fieldset>
          <legend>Background</legend>
          {defaults.background.length === 0 && <p>No background questions.</p>}
          {defaults.background.map((q, i) => area(`background.${i}.answer`, q.question))}
        </fieldset>
        <fieldset>
          <legend>Connections</legend>
          {defaults.connection.length === 0 && <p>No connection questions.</p>}
          {defaults.connection.map((q, i) => area(`connection.${i}.answer`, q.question))}
        </fieldset>
        <fieldset>
          <legend>Experiences (clear a name to remove one)</legend>
          {defaults.experience.map((e, i) => (
            <div key={i} className="sheet-row">
              <TextField
                label={e.name ? `Experience ${i + 1}` : 'New experience'}
                {...field(`experience.${i}.name`)}
              />
              <TextField
                label={`Bonus of ${e.name || 'the new experience'}`}
                type="number"
                {...field(`experience.${i}.score`)}
              />
            </div>
          ))}
        </fieldset>
        <fieldset>
          <legend>Custom items (clear a name to remove one)</legend>
          {defaults.customItems.map((it, i) => (
            <TextField
              key={i}
              label={it.id ? `Custom item ${i + 1}` : 'New custom item'}
              {...field(`customItems.${i}.name`)}
            />
          ))}
        </fieldset>
        <FormFooter error={error} success={success} busy={busy} label="Save changes" busyLabel="Saving…" />
      </form>
    </section>
  );
}

/** The character as the store now holds it (the edit just applied), to start the form again from. */
function getCharacter(characters: CharacterStore, entry: CharacterEntry, id: number) {
  return characters.get(id)?.character ?? entry.character;
}
