// The editor's form values: what the inputs hold (text for numbers, so half-typed input survives, and an
// `enabled` switch for every optional part), and their conversion to and from the parts of a homebrew document.
// A form field's path is the path of the document value it writes, so the rules' schema issues land on it.
import { z } from '@duality/libs/zod';
import type { Charge, Feature, Modify } from '@duality/rules';

/** Text as typed: '' is "not given", a whole number becomes a number, anything else is sent as typed so the
 * schema names the problem beside the field. */
export function numberOrText(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** A number or '' for the input. */
export const textOf = (value: number | string | undefined | null): string =>
  value === undefined || value === null ? '' : String(value);

/** Drops undefined values, so optional parts left empty are absent from the document. */
export function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export const modifyRowsSchema = z.array(z.object({ key: z.string(), value: z.string() }));
export type ModifyRows = z.infer<typeof modifyRowsSchema>;

export function modifyToRows(modify: Modify | undefined): ModifyRows {
  return Object.entries(modify ?? {}).map(([key, value]) => ({ key, value: textOf(value) }));
}

/** The modify map of the rows that name a stat; undefined when there are none. */
export function rowsToModify(rows: ModifyRows): Record<string, number | string | undefined> | undefined {
  const named = rows.filter((r) => r.key !== '' || r.value.trim() !== '');
  if (named.length === 0) return undefined;
  return Object.fromEntries(named.map((r) => [r.key, numberOrText(r.value) ?? r.value]));
}

export const rechargeFormSchema = z.object({ on: z.string(), quantity: z.string() });
export const chargeFormSchema = z.object({
  enabled: z.boolean(),
  max: z.string(),
  start: z.string(),
  recharge: rechargeFormSchema,
});
export type ChargeForm = z.infer<typeof chargeFormSchema>;

export const emptyCharge = (): ChargeForm => ({
  enabled: false,
  max: '1',
  start: '',
  recharge: { on: '', quantity: '' },
});

export function chargeToForm(charge: Charge | undefined): ChargeForm {
  if (!charge) return emptyCharge();
  return {
    enabled: true,
    max: textOf(charge.max),
    start: textOf(charge.start),
    recharge: { on: charge.recharge?.on ?? '', quantity: textOf(charge.recharge?.quantity) },
  };
}

/** A recharge, or undefined when no rest is chosen ('' quantity means all uses come back). */
export function rechargeFromForm(recharge: z.infer<typeof rechargeFormSchema>) {
  if (recharge.on === '') return undefined;
  return { on: recharge.on, quantity: numberOrText(recharge.quantity) ?? 'all' };
}

export function chargeFromForm(form: ChargeForm) {
  if (!form.enabled) return undefined;
  return compact({
    max: numberOrText(form.max) ?? form.max,
    start: numberOrText(form.start),
    recharge: rechargeFromForm(form.recharge),
  });
}

export const featureFormSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  modify: modifyRowsSchema,
  charge: chargeFormSchema,
  modifyCharge: z.object({
    enabled: z.boolean(),
    /** The ids of the features whose charges change, separated by commas. */
    features: z.string(),
    max: z.string(),
    recharge: rechargeFormSchema,
  }),
  companion: z.boolean(),
  shapeshift: z.boolean(),
  /** Parts the editor has no control for (structured effects of an SRD template), kept as they were. */
  kept: z.record(z.string(), z.json()),
});
export type FeatureForm = z.infer<typeof featureFormSchema>;

export const emptyFeature = (): FeatureForm => ({
  id: '',
  name: '',
  description: '',
  modify: [],
  charge: emptyCharge(),
  modifyCharge: { enabled: false, features: '', max: '', recharge: { on: '', quantity: '' } },
  companion: false,
  shapeshift: false,
  kept: {},
});

export function featureToForm(feature: Feature): FeatureForm {
  const { id, name, description, modify, charge, modifyCharge, companion, shapeshift, effects } = feature;
  const kept = keptEffects(effects);
  return {
    id: id ?? '',
    name,
    description,
    modify: modifyToRows(modify),
    charge: chargeToForm(charge),
    modifyCharge: {
      enabled: modifyCharge !== undefined,
      features: modifyCharge?.features.join(', ') ?? '',
      max: textOf(modifyCharge?.max),
      recharge: {
        on: modifyCharge?.recharge?.on ?? '',
        quantity: textOf(modifyCharge?.recharge?.quantity),
      },
    },
    companion: companion === true,
    shapeshift: shapeshift === true,
    kept,
  };
}

/** The feature's document; `id` is filled from the name when the kind requires one and none was typed. */
export function featureFromForm(form: FeatureForm, options: { requireId?: boolean } = {}) {
  const id = form.id.trim() || (options.requireId ? slug(form.name) : '');
  return compact({
    ...form.kept,
    id: id === '' ? undefined : id,
    name: form.name,
    description: form.description,
    modify: rowsToModify(form.modify),
    charge: chargeFromForm(form.charge),
    modifyCharge: form.modifyCharge.enabled
      ? compact({
          features: splitList(form.modifyCharge.features),
          max: numberOrText(form.modifyCharge.max),
          recharge: rechargeFromForm(form.modifyCharge.recharge),
        })
      : undefined,
    companion: form.companion ? true : undefined,
    shapeshift: form.shapeshift ? true : undefined,
  });
}

/** "a, b ,c" → ['a', 'b', 'c']. */
export const splitList = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** A feature id from its name: "Stone Skin" → "stone-skin". */
export const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A value of the rules' schemas as plain JSON (they only hold JSON; this drops undefined). */
export function jsonOf(value: unknown): z.core.util.JSONType {
  return z.json().parse(JSON.parse(JSON.stringify(value ?? null)));
}

/** Structured effects the editor has no control for, kept as they were (an SRD template's). */
export function keptEffects(effects: unknown): Record<string, z.core.util.JSONType> {
  return effects === undefined ? {} : { effects: jsonOf(effects) };
}
