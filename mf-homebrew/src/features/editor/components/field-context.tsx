// The form the field parts read and write: each part names the path of its value and finds the value, a
// setter and the message for that path here, so a kind's fields are a list of labelled parts.
import { createContext, useContext, type ReactNode } from 'react';
import type { FieldErrors } from '../model/issues';
import { errorsUnder } from '../model/issues';
import type { FormValues } from '../model/kind-model';
import { getAt } from '../model/paths';

export interface EditorFields {
  form: FormValues;
  set(path: string, value: unknown): void;
  errors: FieldErrors;
}

/** The editor's form; EditorSection reads its messages. */
export const FieldsContext = createContext<EditorFields | null>(null);

export function FieldsProvider({ value, children }: { value: EditorFields; children: ReactNode }) {
  return <FieldsContext.Provider value={value}>{children}</FieldsContext.Provider>;
}

/** One value of the form: its input id (from its path), value, setter and message (`under`: of the whole part). */
export function useField(path: string, options: { under?: boolean } = {}) {
  const fields = useContext(FieldsContext);
  if (!fields) throw new Error('A field part is used outside the editor form');
  return {
    id: `hb-field-${path.replaceAll('.', '-')}`,
    value: getAt(fields.form, path),
    set: (value: unknown) => fields.set(path, value),
    error: options.under ? errorsUnder(fields.errors, path) : fields.errors[path],
  };
}

export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
export const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
