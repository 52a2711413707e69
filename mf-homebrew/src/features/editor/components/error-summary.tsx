// The schema's messages gathered above the Save button after a save was tried, each linked to its field.
import { useEffect, useRef } from 'react';
import type { FieldErrors } from '../model/issues';

/** "features.0.charge.max" → "features › 1 › charge › max". */
const readablePath = (path: string) =>
  path === ''
    ? 'record'
    : path
        .split('.')
        .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part))
        .join(' › ');

/** Focuses the control of a path, or of the nearest part above it that has one (a modify map's rows). */
function focusField(path: string) {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n -= 1) {
    const control = document.getElementById(`hb-field-${parts.slice(0, n).join('-')}`);
    if (control) return control.focus();
  }
}

/** `refusals`: each refused save moves focus to the first message, so a keyboard user lands on it. */
export function ErrorSummary({ errors, refusals }: { errors: FieldErrors; refusals: number }) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (refusals > 0) first.current?.focus();
  }, [refusals]);
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div role="alert" className="hb-error-summary">
      <p>
        {entries.length === 1 ? 'One field needs' : `${entries.length} fields need`} attention before saving:
      </p>
      <ul>
        {entries.map(([path, message], i) => (
          <li key={path}>
            <button
              ref={i === 0 ? first : undefined}
              type="button"
              className="hb-link-button"
              onClick={() => focusField(path)}
            >
              {readablePath(path)}
            </button>
            : {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
