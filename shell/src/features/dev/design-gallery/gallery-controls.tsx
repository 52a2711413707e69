import { useState } from 'react';
import {
  Checkbox,
  NumberStepper,
  RadioCards,
  SegmentedControl,
  Switch,
  type ChoiceOption,
} from '@duality/ui/controls';
import { Select, type SelectOption } from '@duality/ui/select';
import { Button } from '@duality/ui';

const traits: SelectOption[] = [
  { value: 'agility', label: 'Agility', description: 'Sprint, leap, maneuver' },
  { value: 'strength', label: 'Strength', description: 'Lift, smash, grapple' },
  { value: 'finesse', label: 'Finesse', description: 'Control, hide, tinker' },
  { value: 'instinct', label: 'Instinct', description: 'Perceive, sense, navigate' },
  { value: 'presence', label: 'Presence', description: 'Charm, perform, deceive' },
  { value: 'knowledge', label: 'Knowledge', description: 'Recall, analyze, comprehend', disabled: true },
];

const rests: ChoiceOption<'short' | 'long' | 'none'>[] = [
  {
    value: 'short',
    label: 'Short rest',
    icon: 'campfire',
    description: 'About an hour: two moves, dice to recover.',
  },
  {
    value: 'long',
    label: 'Long rest',
    icon: 'campfire',
    description: 'A night: two moves that clear everything.',
  },
  { value: 'none', label: 'Keep going', description: 'Not available while in danger.', disabled: true },
];

/** The form controls, each in its states (empty, chosen, disabled, with an error). */
export function GalleryControls() {
  const [trait, setTrait] = useState<string | undefined>(undefined);
  const [chosen, setChosen] = useState<string | undefined>('instinct');
  const [print, setPrint] = useState(false);
  const [notes, setNotes] = useState(true);
  const [live, setLive] = useState(true);
  const [rest, setRest] = useState<'short' | 'long' | 'none' | undefined>(undefined);
  const [view, setView] = useState<'cards' | 'list' | 'table'>('cards');
  const [gold, setGold] = useState(0);
  const [potions, setPotions] = useState(2);
  return (
    <section aria-labelledby="gallery-controls">
      <h2 id="gallery-controls">Form controls</h2>
      <h3>Buttons</h3>
      <div className="shell-gallery__row">
        <Button>Save</Button>
        <Button variant="quiet">Cancel</Button>
        <Button variant="danger">Delete campaign</Button>
        <Button icon="plus">Add a countdown</Button>
        <Button variant="quiet" size="compact" icon="minus" aria-label="Clear a Stress" />
        <Button size="large">Roll</Button>
        <Button busy busyLabel="Saving…">
          Save
        </Button>
        <Button disabled>Disabled</Button>
      </div>
      <div className="shell-gallery__grid">
        <Select
          label="Roll with"
          options={traits}
          value={trait}
          onValueChange={setTrait}
          placeholder="Choose a trait"
          hint="Placeholder state"
        />
        <Select
          label="Spellcast trait"
          options={traits}
          value={chosen}
          onValueChange={setChosen}
          hint="A value chosen"
        />
        <Select label="Locked trait" options={traits} value="strength" onValueChange={() => {}} disabled />
        <Select
          label="Trait to raise"
          options={traits}
          value={undefined}
          onValueChange={() => {}}
          error="Choose a trait to raise."
        />
      </div>
      <h3>Native fields (base styles)</h3>
      <div className="shell-gallery__grid">
        <label className="shell-gallery__native">
          Name
          <input defaultValue="Brakka" />
        </label>
        <label className="shell-gallery__native">
          Community
          <select defaultValue="highborne">
            <option value="highborne">Highborne</option>
            <option value="wanderborne">
              Wanderborne, a long name that must not widen the page on a phone
            </option>
          </select>
        </label>
        <label className="shell-gallery__native">
          Notes
          <textarea defaultValue="Owes the smith a favour." />
        </label>
      </div>
      <h3>Checkbox and switch</h3>
      <div className="shell-gallery__grid">
        <div>
          <Checkbox
            label="Print current trackers"
            checked={print}
            onChange={(e) => setPrint(e.target.checked)}
          />
          <Checkbox
            label="Show notes"
            hint="Checked, with a hint"
            checked={notes}
            onChange={(e) => setNotes(e.target.checked)}
          />
          <Checkbox label="Disabled" disabled />
          <Checkbox label="Disabled and checked" disabled checked readOnly />
        </div>
        <div>
          <Switch label="Live updates" checked={live} onCheckedChange={setLive} />
          <Switch label="Rules text" hint="Off" checked={false} onCheckedChange={() => {}} />
          <Switch label="Disabled" checked onCheckedChange={() => {}} disabled />
        </div>
      </div>
      <h3>Radio cards and segmented control</h3>
      <RadioCards legend="Take a rest" options={rests} value={rest} onValueChange={setRest} />
      <SegmentedControl
        legend="Show homebrew as"
        options={[
          { value: 'cards', label: 'Cards' },
          { value: 'list', label: 'List' },
          { value: 'table', label: 'Table', disabled: true },
        ]}
        value={view}
        onValueChange={setView}
      />
      <h3>Number stepper</h3>
      <div className="shell-gallery__grid">
        <NumberStepper
          label="Handfuls of gold"
          value={gold}
          onChange={setGold}
          max={9}
          hint="At its minimum"
        />
        <NumberStepper label="Minor health potions" value={potions} onChange={setPotions} max={5} />
        <NumberStepper label="Bags" value={1} onChange={() => {}} disabled />
      </div>
    </section>
  );
}
