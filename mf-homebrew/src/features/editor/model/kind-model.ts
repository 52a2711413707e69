// What the editor needs of each homebrew kind: its form values' schema (to read a stored draft back), an empty
// form, and the conversions between a record and the form.
import type { z } from '@duality/libs/zod';
import type { HomebrewKind } from '@duality/rules';
import type { HomebrewRecord } from '@duality/stores';

/** A kind's form values: plain JSON, addressed by the paths of the document values they write. */
export type FormValues = Record<string, unknown>;

export interface KindModel<K extends HomebrewKind, F extends FormValues> {
  kind: K;
  /** The form values a stored draft must match. */
  formSchema: z.ZodType<F>;
  empty(): F;
  /** The form of a record (one's own, or an SRD entry used as a template). */
  fromRecord(record: HomebrewRecord<K>): F;
  /** The document the form describes (name and public included, no id), to be validated by the rules. */
  toDocument(form: F): Record<string, unknown>;
}

/** Keeps a kind's form type while the registry holds every kind under one type (methods are bivariant). */
export type AnyKindModel = {
  [K in HomebrewKind]: {
    kind: K;
    formSchema: z.ZodType<FormValues>;
    empty(): FormValues;
    fromRecord(record: HomebrewRecord<K>): FormValues;
    toDocument(form: FormValues): Record<string, unknown>;
  };
};
