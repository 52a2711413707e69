// The editor's model of every kind, and validation of a form with the rules' schema of its kind.
import { z } from '@duality/libs/zod';
import { HOMEBREW_DATA_TOO_BIG, homebrewDataFits, homebrewSchemas, type HomebrewKind } from '@duality/rules';
import type { HomebrewRecord } from '@duality/stores';
import { armorModel, weaponModel } from './equipment';
import { ancestryModel, communityModel } from './heritage';
import { itemModel } from './items';
import { classModel } from './classes';
import { subclassModel } from './subclasses';
import { issuesToFieldErrors, type FieldErrors } from './issues';
import type { AnyKindModel, FormValues } from './kind-model';

export const KIND_MODELS: AnyKindModel = {
  items: itemModel,
  weapons: weaponModel,
  armor: armorModel,
  communities: communityModel,
  ancestries: ancestryModel,
  subclasses: subclassModel,
  classes: classModel,
};

const RECORD_SCHEMAS: { [K in HomebrewKind]: z.ZodType<HomebrewRecord<K>> } = homebrewSchemas;

// The id is the server's; a stand-in lets the record be checked (and previewed) before it has one.
const DRAFT_ID = 'draft';

export type Checked<K extends HomebrewKind> =
  { ok: true; record: HomebrewRecord<K> } | { ok: false; errors: FieldErrors };

/**
 * The form's document checked with the rules' schema of its kind (issues keyed by the field they belong to), then
 * the whole document against the database's byte limit (keyed '', the record).
 */
export function checkForm<K extends HomebrewKind>(kind: K, form: FormValues): Checked<K> {
  const model = KIND_MODELS[kind];
  const schema = RECORD_SCHEMAS[kind];
  const parsed = schema.safeParse({ ...model.toDocument(form), id: DRAFT_ID });
  if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error.issues) };
  // The whole document's size, as the database counts it (each field within its limits can still add up).
  if (!homebrewDataFits(parsed.data)) return { ok: false, errors: { '': HOMEBREW_DATA_TOO_BIG } };
  return { ok: true, record: parsed.data };
}

/** The form of a record of a kind. */
export function formOf<K extends HomebrewKind>(kind: K, record: HomebrewRecord<K>): FormValues {
  const model: AnyKindModel[K] = KIND_MODELS[kind];
  return model.fromRecord(record);
}

/** The form of an SRD (or any) entry used as a template: a private copy with "(copy)" after its name. */
export function templateForm<K extends HomebrewKind>(kind: K, record: HomebrewRecord<K>): FormValues {
  return { ...formOf(kind, record), name: `${record.name} (copy)`, public: false };
}
