// An item's controls: flags, tier, stat bonuses, restore dice, charges, attachment, downtime crafting and rest
// effects.
import { ChargeFields } from '../feature-fields';
import {
  CheckboxInput,
  DiceInput,
  MarkdownInput,
  NumberInput,
  OptionalPart,
  SelectInput,
  TextInput,
  plainOptions,
  type Options,
} from '../fields';
import { EditorSection } from '../editor-section';
import { ModifyEditor } from '../list-fields';

const ATTACH_OPTIONS: Options = [
  ['weapon', 'A weapon'],
  ['meleeWeapon', 'A melee weapon'],
  ['armor', 'Armor'],
];

export function ItemFields({ craftOptions }: { craftOptions: Options }) {
  return (
    <>
      <EditorSection
        first
        title="The item"
        contents="Name, description, kind of item, tier"
        paths={['name', 'description', 'consumable', 'relic', 'container', 'tier']}
      >
        <TextInput path="name" label="Name" />
        <MarkdownInput path="description" label="Description" />
        <fieldset className="hb-part">
          <legend>Kind of item</legend>
          <CheckboxInput path="consumable" label="Consumable" />
          <CheckboxInput path="relic" label="Relic" />
          <CheckboxInput path="container" label="Container" />
        </fieldset>
        <SelectInput path="tier" label="Tier" options={plainOptions([1, 2, 3, 4])} none="No tier" />
      </EditorSection>
      <EditorSection
        title="Stat bonuses"
        contents="Bonuses to traits, Evasion, thresholds"
        paths={['modify']}
      >
        <ModifyEditor path="modify" />
      </EditorSection>
      <EditorSection
        title="Restores and charges"
        contents="Hit points, Stress, Hope it restores; its uses"
        paths={['restore', 'charge']}
      >
        <fieldset className="hb-part">
          <legend>Restores</legend>
          <DiceInput
            path="restore.health"
            label="Hit points"
            hint="Dice such as 1d4+1, or a number (negative takes)."
          />
          <DiceInput
            path="restore.stress"
            label="Stress"
            hint="Dice such as 1d4, or a number (negative takes)."
          />
          <DiceInput
            path="restore.hope"
            label="Hope"
            hint="Dice such as 1d4, or a number (negative takes)."
          />
        </fieldset>
        <ChargeFields path="charge" />
      </EditorSection>
      <EditorSection
        title="Attachment and crafting"
        contents="Equipment it attaches to, downtime crafting"
        paths={['attach', 'downtime']}
      >
        <OptionalPart path="attach" label="Attaches to equipment">
          <SelectInput path="attach.type" label="Attaches to" options={ATTACH_OPTIONS} />
          <TextInput path="attach.feature.name" label="Attached feature name" />
          <MarkdownInput path="attach.feature.description" label="Attached feature description" />
          <ModifyEditor path="attach.feature.modify" label="Attached feature stat bonuses" />
        </OptionalPart>
        <OptionalPart path="downtime" label="Downtime crafting">
          <SelectInput
            path="downtime.craft"
            label="Crafts"
            options={craftOptions}
            none="Nothing (a project)"
          />
          <MarkdownInput path="downtime.description" label="Downtime description" />
          <NumberInput path="downtime.cost.stress" label="Stress it costs" />
        </OptionalPart>
      </EditorSection>
      <EditorSection
        title="Rest effects"
        contents="Stress on a short or a long rest"
        paths={['onShortRest', 'onLongRest']}
      >
        <NumberInput path="onShortRest.resource.stress" label="Stress on a short rest" hint="Empty: none." />
        <NumberInput path="onLongRest.resource.stress" label="Stress on a long rest" hint="Empty: none." />
      </EditorSection>
    </>
  );
}
