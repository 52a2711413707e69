// The editor of one record: template, name, the kind's controls, public switch, Save (and Delete for a saved
// record), beside a live preview drawn by the same display part the builder and the sheet use.
import { useRef, useState } from 'react';
import { Link, useNavigate } from '@duality/libs/router';
import { HOMEBREW_LIMITS, type HomebrewKind } from '@duality/rules';
import type { HomebrewRecord } from '@duality/stores';
import { Button, ConfirmDialog } from '@duality/ui';
import { HomebrewSummary } from '../../../components/homebrew-summary';
import { useEditorForm } from '../hooks/use-editor-form';
import { collectionPath, KIND_NOUN } from '../../../lib/kinds';
import { ErrorSummary } from './error-summary';
import { FieldsProvider } from './field-context';
import { CheckboxInput } from './fields';
import { KindFields } from './kind-fields/kind-fields';
import { TemplatePicker } from './template-picker';

export function EditorForm<K extends HomebrewKind>({
  kind,
  id,
  record,
}: {
  kind: K;
  id: string | null;
  record: HomebrewRecord<K> | null;
}) {
  const editor = useEditorForm(kind, id, record);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const noun = KIND_NOUN[kind];
  const collection = collectionPath(kind);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const saved = await editor.save();
    if (saved) await navigate(collection);
  };

  return (
    <div className="hb-editor">
      <form
        className="hb-editor__form"
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label={`${noun} editor`}
      >
        {editor.notice && (
          <div role="status" className="hb-notice">
            <p>{editor.notice}</p>
            <Button variant="quiet" onClick={editor.discardDraft}>
              Discard unsaved changes
            </Button>
          </div>
        )}
        <TemplatePicker kind={kind} noun={noun} onUse={editor.applyTemplate} />
        <FieldsProvider value={{ form: editor.form, set: editor.set, errors: editor.errors }}>
          <KindFields kind={kind} />
          <CheckboxInput path="public" label="Public: others can find and bookmark it" />
        </FieldsProvider>
        <p className="hb-editor__size" id="hb-editor-size">
          Size: {(editor.bytes / 1024).toFixed(1)} KB of the {HOMEBREW_LIMITS.dataBytesMax / 1024} KB a record
          may hold.
        </p>
        <ErrorSummary errors={editor.errors} refusals={editor.refusals} />
        <div className="hb-editor__actions">
          <Button type="submit" disabled={editor.busy}>
            {editor.busy ? 'Saving…' : id === null ? `Create ${noun}` : 'Save changes'}
          </Button>
          {id !== null && (
            <Button variant="quiet" ref={deleteButton} onClick={() => setConfirming(true)}>
              Delete {noun}
            </Button>
          )}
          <Link to={collection} className="dh-target">
            Back to my homebrew
          </Link>
        </div>
      </form>
      <section className="hb-editor__preview" aria-label="Preview">
        <h2>Preview</h2>
        {editor.preview ? (
          <HomebrewSummary kind={kind} record={editor.preview} headingLevel={3} />
        ) : (
          <p>The preview appears once the {noun} has a name and its required fields.</p>
        )}
      </section>
      {id !== null && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Delete ${record?.name ?? noun}?`}
          description="This cannot be undone. Anyone who bookmarked it loses it too."
          confirmLabel="Delete"
          returnFocusTo={deleteButton}
          onConfirm={() =>
            void editor.remove().then((removed) => {
              if (removed) void navigate(collection);
            })
          }
        />
      )}
    </div>
  );
}
