// Items: flags, a tier, the modify map, restore dice, charges with recharge, an attachment, downtime crafting
// and rest effects, each optional part behind its own switch.
import { z } from '@duality/libs/zod';
import type { Item } from '@duality/rules';
import type { KindModel } from './kind-model';
import {
  chargeFormSchema,
  chargeFromForm,
  chargeToForm,
  compact,
  emptyCharge,
  keptEffects,
  modifyRowsSchema,
  modifyToRows,
  numberOrText,
  rowsToModify,
  textOf,
} from './form-values';

const itemFormSchema = z.object({
  name: z.string(),
  public: z.boolean(),
  description: z.string(),
  consumable: z.boolean(),
  relic: z.boolean(),
  container: z.boolean(),
  tier: z.string(),
  modify: modifyRowsSchema,
  restore: z.object({ health: z.string(), stress: z.string(), hope: z.string() }),
  charge: chargeFormSchema,
  attach: z.object({
    enabled: z.boolean(),
    type: z.string(),
    feature: z.object({
      name: z.string(),
      description: z.string(),
      modify: modifyRowsSchema,
      kept: z.record(z.string(), z.json()),
    }),
  }),
  downtime: z.object({
    enabled: z.boolean(),
    craft: z.string(),
    description: z.string(),
    cost: z.object({ stress: z.string() }),
  }),
  onShortRest: z.object({ resource: z.object({ stress: z.string() }) }),
  onLongRest: z.object({ resource: z.object({ stress: z.string() }) }),
  kept: z.record(z.string(), z.json()),
});
export type ItemForm = z.infer<typeof itemFormSchema>;

const restEffect = (stress: string) => {
  const value = numberOrText(stress);
  return value === undefined ? undefined : { resource: { stress: value } };
};

export const itemModel: KindModel<'items', ItemForm> = {
  kind: 'items',
  formSchema: itemFormSchema,
  empty: () => ({
    name: '',
    public: false,
    description: '',
    consumable: false,
    relic: false,
    container: false,
    tier: '',
    modify: [],
    restore: { health: '', stress: '', hope: '' },
    charge: emptyCharge(),
    attach: { enabled: false, type: 'weapon', feature: { name: '', description: '', modify: [], kept: {} } },
    downtime: { enabled: false, craft: '', description: '', cost: { stress: '' } },
    onShortRest: { resource: { stress: '' } },
    onLongRest: { resource: { stress: '' } },
    kept: {},
  }),
  fromRecord: (item: Item) => ({
    name: item.name,
    public: item.public,
    description: item.description,
    consumable: item.consumable === true,
    relic: item.relic === true,
    container: item.container === true,
    tier: textOf(item.tier),
    modify: modifyToRows(item.modify),
    restore: {
      health: textOf(item.restore?.health),
      stress: textOf(item.restore?.stress),
      hope: textOf(item.restore?.hope),
    },
    charge: item.charge ? chargeToForm(item.charge) : emptyCharge(),
    attach: {
      enabled: item.attach !== undefined,
      type: item.attach?.type ?? 'weapon',
      feature: {
        name: item.attach?.feature.name ?? '',
        description: item.attach?.feature.description ?? '',
        modify: modifyToRows(item.attach?.feature.modify),
        kept: keptEffects(item.attach?.feature.effects),
      },
    },
    downtime: {
      enabled: item.downtime !== undefined,
      craft: item.downtime?.craft ?? '',
      description: item.downtime?.description ?? '',
      cost: { stress: textOf(item.downtime?.cost?.stress) },
    },
    onShortRest: { resource: { stress: textOf(item.onShortRest?.resource.stress) } },
    onLongRest: { resource: { stress: textOf(item.onLongRest?.resource.stress) } },
    kept: keptEffects(item.effects),
  }),
  toDocument: (form) => {
    const restore = compact({
      health: numberOrText(form.restore.health),
      stress: numberOrText(form.restore.stress),
      hope: numberOrText(form.restore.hope),
    });
    const stressCost = numberOrText(form.downtime.cost.stress);
    return compact({
      ...form.kept,
      name: form.name,
      public: form.public,
      description: form.description,
      consumable: form.consumable || undefined,
      relic: form.relic || undefined,
      container: form.container || undefined,
      tier: numberOrText(form.tier),
      modify: rowsToModify(form.modify),
      restore: Object.keys(restore).length > 0 ? restore : undefined,
      charge: chargeFromForm(form.charge),
      attach: form.attach.enabled
        ? {
            type: form.attach.type,
            feature: compact({
              ...form.attach.feature.kept,
              name: form.attach.feature.name,
              description: form.attach.feature.description,
              modify: rowsToModify(form.attach.feature.modify),
            }),
          }
        : undefined,
      downtime: form.downtime.enabled
        ? compact({
            craft: form.downtime.craft.trim() || undefined,
            description: form.downtime.description,
            cost: stressCost === undefined ? undefined : { stress: stressCost },
          })
        : undefined,
      onShortRest: restEffect(form.onShortRest.resource.stress),
      onLongRest: restEffect(form.onLongRest.resource.stress),
    });
  },
};
