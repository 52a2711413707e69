// A collapsible group of an editor's fields: a native <details>/<summary> (the browser gives the disclosure its
// keyboard use, its expanded state for assistive tech and find-in-page inside a closed one), styled on the
// tokens in homebrew.css. Phone first: on a narrow screen only the first section starts open, so the form
// starts in the first screen; from 640 px every section starts open. A section holding a field that needs
// attention opens, and its summary says so.
import { useContext, useState, type ReactNode } from 'react';
import { Icon } from '@duality/ui/icons';
import { FieldsContext } from './field-context';

/** The width from which every section starts open (the shared breakpoint of the homebrew pages). */
const WIDE = '(min-width: 640px)';

const startsOpen = (first: boolean) => first || typeof matchMedia !== 'function' || matchMedia(WIDE).matches;

/** How many messages are at these paths or below them. */
const errorsIn = (errors: Record<string, string>, paths: readonly string[]) =>
  Object.keys(errors).filter((p) => paths.some((path) => p === path || p.startsWith(`${path}.`))).length;

export function EditorSection({
  title,
  contents,
  paths,
  first = false,
  children,
}: {
  title: string;
  /** What is inside, shown under the title while the section is closed ("Slot, trait, range, damage"). */
  contents: string;
  /** The values the section's fields write (a path covers everything below it). */
  paths: readonly string[];
  /** The first section of the editor: open on every screen. */
  first?: boolean;
  children: ReactNode;
}) {
  const errors = useContext(FieldsContext)?.errors ?? {};
  const attention = errorsIn(errors, paths);
  const needsAttention = attention > 0;
  const [open, setOpen] = useState(() => startsOpen(first));
  // A message arriving in a closed section opens it, once (the user may close it again): state adjusted while
  // rendering, as React advises for a change of props, so the section is drawn open at once.
  const [hadAttention, setHadAttention] = useState(needsAttention);
  if (needsAttention !== hadAttention) {
    setHadAttention(needsAttention);
    if (needsAttention) setOpen(true);
  }
  return (
    <details
      className="hb-section"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-attention={needsAttention ? 'true' : undefined}
    >
      <summary>
        <span className="hb-section__heading">
          <span className="hb-section__title">{title}</span>
          <span className="hb-section__contents">{contents}</span>
          {needsAttention && (
            <span className="hb-section__attention">
              {attention === 1 ? 'One field needs attention' : `${attention} fields need attention`}
            </span>
          )}
        </span>
        <Icon name="chevron-down" size={20} className="hb-section__chevron" />
      </summary>
      <div className="hb-section__body">{children}</div>
    </details>
  );
}
