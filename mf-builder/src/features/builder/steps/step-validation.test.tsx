// Each step's validation as the player meets it: the step view over a draft in injected storage, and the
// step's "Still needed" list underneath, as the builder page shows them.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeExisting, newCharacter } from '@duality/rules';
import { builtinCatalog } from '@duality/rules/content';
import { ProblemList } from '../components/problem-list';
import { DRAFT_KEYS, type DraftStorage } from '../draft/draft-storage';
import { DraftStorageContext, useDraft } from '../draft/use-draft';
import { DomainCardsStep } from './domain-cards-step';
import { EquipmentStep } from './equipment-step';
import { ExperiencesStep } from './experiences-step';
import { STEPS, type StepSlug } from './step-list';
import type { StepProps } from './step-props';
import { TraitsStep } from './traits-step';

afterEach(cleanup);
const catalog = builtinCatalog();

function memory(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

function Harness({ slug, View }: { slug: StepSlug; View: ComponentType<StepProps> }) {
  const draft = useDraft();
  const step = STEPS.find((s) => s.slug === slug)!;
  return (
    <>
      <View draft={draft} catalog={catalog} />
      <ProblemList problems={step.problems(draft.character, catalog)} />
    </>
  );
}

function renderStep(slug: StepSlug, View: ComponentType<StepProps>, patch: unknown = {}) {
  const storage = memory();
  storage.setItem(DRAFT_KEYS.character, JSON.stringify(mergeExisting(newCharacter(), patch)));
  render(
    <DraftStorageContext.Provider value={storage}>
      <Harness slug={slug} View={View} />
    </DraftStorageContext.Provider>,
  );
  const stored = () => JSON.parse(storage.map.get(DRAFT_KEYS.character)!) as ReturnType<typeof newCharacter>;
  return { stored };
}

const still = () =>
  within(screen.getByText('Still needed:').parentElement!)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const pick = (label: string, value: string) =>
  act(() => void fireEvent.change(screen.getByLabelText(label), { target: { value } }));

describe('traits step', () => {
  it('each of +2, +1, +1, 0, 0, -1 is used once; a value used too often is named', async () => {
    const { stored } = renderStep('traits', TraitsStep);
    expect(still()).toEqual(['Give a value to Agility, Strength, Finesse, Instinct, Presence, Knowledge.']);
    await pick('Agility', '2');
    await pick('Strength', '2');
    expect(still()).toContain('+2 is used 2 times; it may be used once.');
    expect(screen.getByText(/^Values left to assign/).textContent).toBe(
      'Values left to assign: +1, +1, 0, 0, -1.',
    );
    await pick('Strength', '1');
    await pick('Finesse', '1');
    await pick('Instinct', '0');
    await pick('Presence', '0');
    await pick('Knowledge', '-1');
    expect(screen.getByText('This step is done.')).toBeTruthy();
    expect(stored().knowledge.score).toBe(-1);
  });

  it("takes the class's suggested traits in one tap", async () => {
    const { stored } = renderStep('traits', TraitsStep, { baseClass: 'core_class_wizard' });
    await act(
      () => void fireEvent.click(screen.getByRole('button', { name: "Use the Wizard's suggested traits" })),
    );
    expect(screen.getByText('Every value is assigned.')).toBeTruthy();
    expect(screen.getByText('This step is done.')).toBeTruthy();
    expect(stored().knowledge.score).toBe(2);
  });
});

describe('experiences step', () => {
  it('needs two named experiences, each +2', async () => {
    const { stored } = renderStep('experiences', ExperiencesStep);
    expect(still()).toEqual(['Name two experiences.']);
    await pick('First experience (+2)', 'Smuggler');
    expect(still()).toEqual(['Name two experiences.']);
    await pick('Second experience (+2)', 'smuggler');
    expect(still()).toEqual(['Give the two experiences different names.']);
    await pick('Second experience (+2)', 'Quick Study');
    expect(screen.getByText('This step is done.')).toBeTruthy();
    expect(stored().experience).toEqual([
      { name: 'Smuggler', score: 2 },
      { name: 'Quick Study', score: 2 },
    ]);
  });
});

describe('domain cards step', () => {
  it("offers only level-1 cards of the class's two domains, and takes exactly two", async () => {
    const { stored } = renderStep('domain-cards', DomainCardsStep, { baseClass: 'core_class_warrior' });
    const offered = screen.getAllByRole('checkbox');
    const level1 = (domain: string) =>
      [...catalog.domainCards.values()].filter((c) => c.domain === domain && c.level === 1);
    const expected = [...level1('blade'), ...level1('bone')];
    expect(offered.map((box) => box.parentElement!.textContent)).toEqual(
      expected.map((c) => `Take ${c.name}`),
    );
    expect(screen.getByRole('group', { name: 'Blade cards' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Bone cards' })).toBeTruthy();
    expect(still()).toEqual(['Choose two domain cards.']);
    await act(() => void fireEvent.click(offered[0]!));
    await act(() => void fireEvent.click(offered[offered.length - 1]!));
    expect(screen.getByText('This step is done.')).toBeTruthy();
    // With two taken, the others wait until one is cleared.
    expect(screen.getAllByRole('checkbox').filter((b) => (b as HTMLInputElement).disabled)).toHaveLength(
      offered.length - 2,
    );
    expect(stored().domainCards.loadout).toEqual([expected[0]!.id, expected[expected.length - 1]!.id]);
  });

  it('a School of Knowledge wizard takes a third card (Prepared)', async () => {
    const { stored } = renderStep('domain-cards', DomainCardsStep, {
      baseClass: 'core_class_wizard',
      subclass: ['core_subclass_school_of_knowledge'],
    });
    expect(screen.getByText('0 of 3 chosen.')).toBeTruthy();
    expect(still()).toEqual(['Choose three domain cards.']);
    const offered = screen.getAllByRole('checkbox');
    for (const box of offered.slice(0, 3)) await act(() => void fireEvent.click(box));
    expect(screen.getByText('This step is done.')).toBeTruthy();
    expect(stored().domainCards.loadout).toHaveLength(3);
    expect(screen.getAllByRole('checkbox').filter((b) => (b as HTMLInputElement).disabled)).toHaveLength(
      offered.length - 3,
    );
  });

  it('asks for a class first', () => {
    renderStep('domain-cards', DomainCardsStep);
    expect(screen.getAllByText(/Choose a class first/).length).toBeGreaterThan(0);
  });
});

describe('equipment step', () => {
  it('keeps weapons within two hands: a two-handed primary leaves no secondary', async () => {
    const { stored } = renderStep('equipment', EquipmentStep, { baseClass: 'core_class_rogue' });
    expect(still()).toEqual([
      'Choose a primary weapon.',
      'Choose your armor.',
      'Choose a Minor Health Potion or a Minor Stamina Potion.',
      "Choose one of your class's starting items.",
    ]);
    await pick('Primary weapon', 'core_weapon_dagger');
    await pick('Secondary weapon', 'core_weapon_small_dagger');
    expect(stored().inventory.weapons.map((w) => w.itemId)).toEqual([
      'core_weapon_dagger',
      'core_weapon_small_dagger',
    ]);
    await pick('Primary weapon', 'core_weapon_greatsword');
    expect((screen.getByLabelText('Secondary weapon') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('Your primary weapon takes both hands, so there is none.')).toBeTruthy();
    expect(stored().inventory.weapons.map((w) => w.itemId)).toEqual(['core_weapon_greatsword']);
    await pick('Armor', 'core_armor_leather_armor');
    await act(() => void fireEvent.click(screen.getByLabelText(/Minor Stamina Potion/)));
    await act(() => void fireEvent.click(screen.getByLabelText('A grappling hook')));
    expect(screen.getByText('This step is done.')).toBeTruthy();
    expect(stored().inventory.items.map((i) => i.name)).toEqual([
      'Torch',
      '50 feet of rope',
      'Basic supplies',
      'Minor Stamina Potion',
      'A grappling hook',
    ]);
  });

  it('names a stored two-handed primary with a secondary as over the burden', () => {
    const weapon = (id: string) => ({ id, itemId: id, name: id, equipped: true, notes: '' });
    renderStep('equipment', EquipmentStep, {
      inventory: { weapons: [weapon('core_weapon_greatsword'), weapon('core_weapon_round_shield')] },
    });
    expect(still()).toContain('A two-handed primary weapon leaves no hand for a secondary weapon.');
  });
});
