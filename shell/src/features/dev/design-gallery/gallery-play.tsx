import { useState } from 'react';
import { ProgressStepper, SlotTracker, StatBlock, StatGroup, type ProgressStep } from '@duality/ui/controls';
import { traitIcons } from '@duality/ui/icons';

const builderSteps: ProgressStep[] = [
  { id: 'class', label: 'Class', state: 'done' },
  { id: 'heritage', label: 'Heritage', state: 'done' },
  { id: 'traits', label: 'Traits', state: 'current' },
  { id: 'numbers', label: 'Numbers', state: 'todo' },
  { id: 'equipment', label: 'Equipment', state: 'attention' },
  { id: 'background', label: 'Background', state: 'todo' },
  { id: 'experiences', label: 'Experiences', state: 'todo' },
  { id: 'cards', label: 'Domain cards', state: 'todo' },
  { id: 'connections', label: 'Connections', state: 'todo' },
  { id: 'review', label: 'Review', state: 'todo' },
];

const traitScores = { agility: 2, strength: 1, finesse: 0, instinct: 1, presence: -1, knowledge: 0 };

/** The play controls: the builder's progress, the trackers and the stat blocks. */
export function GalleryPlay() {
  const [step, setStep] = useState('traits');
  const [hp, setHp] = useState(2);
  const [stress, setStress] = useState(5);
  const [hope, setHope] = useState(2);
  const [armor, setArmor] = useState(0);
  const steps = builderSteps.map((s) =>
    s.id === step
      ? { ...s, state: 'current' as const }
      : s.state === 'current'
        ? { ...s, state: 'todo' as const }
        : s,
  );
  return (
    <section aria-labelledby="gallery-play">
      <h2 id="gallery-play">Play</h2>
      <h3>Progress stepper</h3>
      <ProgressStepper label="Builder steps" steps={steps} onSelect={setStep} />
      <ProgressStepper label="Level-up steps (not interactive)" steps={builderSteps.slice(0, 4)} />
      <h3>Slot trackers</h3>
      <div className="shell-gallery__stack">
        <SlotTracker
          label="Hit Points"
          slotLabel="Hit Point"
          resource="hp"
          value={hp}
          max={6}
          onChange={setHp}
        />
        <SlotTracker
          label="Stress"
          slotLabel="Stress"
          resource="stress"
          value={stress}
          max={6}
          onChange={setStress}
        />
        <SlotTracker
          label="Hope"
          slotLabel="Hope"
          resource="hope"
          value={hope}
          max={6}
          verb="gained"
          onChange={setHope}
        />
        <SlotTracker
          label="Armor Slots"
          slotLabel="Armor Slot"
          resource="armor"
          value={armor}
          max={3}
          onChange={setArmor}
        />
        <SlotTracker
          label="Stress (read-only, full)"
          slotLabel="Stress"
          resource="stress"
          value={6}
          max={6}
        />
        <SlotTracker label="Fear" slotLabel="Fear" resource="fear" value={4} max={12} verb="held" disabled />
      </div>
      <h3>Stat blocks</h3>
      <StatGroup label="Traits">
        {Object.entries(traitScores).map(([trait, score]) => (
          <StatBlock
            key={trait}
            label={trait[0]!.toUpperCase() + trait.slice(1)}
            icon={traitIcons[trait as keyof typeof traitIcons]}
            value={score > 0 ? `+${score}` : String(score)}
          />
        ))}
      </StatGroup>
      <StatGroup label="Defense" className="shell-gallery__gap">
        <StatBlock label="Evasion" value={11} detail="+1 from Agility" />
        <StatBlock label="Armor" value={3} icon="armor" tone="armor" />
        <StatBlock label="Thresholds" value="7 / 14" detail="Major / Severe" tone="hp" />
        <StatBlock label="Hope" value={hope} icon="hope" tone="hope" />
      </StatGroup>
    </section>
  );
}
