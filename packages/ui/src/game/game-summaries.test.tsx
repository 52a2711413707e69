import {
  BUILTIN_ANCESTRIES,
  BUILTIN_ARMOR,
  BUILTIN_CLASSES,
  BUILTIN_COMMUNITIES,
  BUILTIN_DOMAIN_CARDS,
  BUILTIN_ITEMS,
  BUILTIN_SUBCLASSES,
  BUILTIN_WEAPONS,
} from '@duality/rules/content';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AncestrySummary, CommunitySummary } from './heritage-summary';
import { ArmorSummary, WeaponSummary } from './equipment-summary';
import { ClassSummary } from './class-summary';
import { DomainCardSummary, ItemSummary } from './item-summary';
import { FeatureList } from './feature-list';
import { SubclassSummary } from './subclass-summary';
import { describeCharge } from './format';

afterEach(cleanup);

function byId<T extends { id: string }>(list: readonly T[], id: string): T {
  const found = list.find((entry) => entry.id === id);
  if (found === undefined) throw new Error(`no ${id}`);
  return found;
}

function fact(card: HTMLElement, label: string): string | null {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('game display parts', () => {
  it('a class shows its domains, evasion, hit points, Hope feature and class features', () => {
    const warrior = BUILTIN_CLASSES.find((c) => c.name === 'Warrior');
    if (warrior === undefined) throw new Error('no warrior');
    render(<ClassSummary value={warrior} />);
    const card = screen.getByRole('article', { name: 'Warrior' });
    expect(fact(card, 'Domains')).toBe('Blade & Bone');
    expect(fact(card, 'Evasion')).toBe(String(warrior.evasion));
    expect(fact(card, 'Hit points')).toBe(String(warrior.startingHitPoints));
    expect(within(card).getByRole('list', { name: 'Hope feature' }).textContent).toContain(
      warrior.hopeAbility.name,
    );
    const features = within(card).getByRole('list', { name: 'Class features' });
    expect(within(features).getAllByRole('listitem')).toHaveLength(warrior.classFeatures.length);
    expect(within(card).queryByText('Homebrew')).toBeNull();
  });

  it('a homebrew record carries a Homebrew badge', () => {
    render(<AncestrySummary value={BUILTIN_ANCESTRIES[0]!} homebrew headingLevel={2} />);
    const card = screen.getByRole('article', { name: BUILTIN_ANCESTRIES[0]!.name });
    expect(within(card).getByText('Homebrew')).toBeTruthy();
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe(BUILTIN_ANCESTRIES[0]!.name);
  });

  it('a subclass shows its spellcast trait and foundation features, or None', () => {
    const caster = BUILTIN_SUBCLASSES.find((s) => s.foundation.spellcast !== undefined)!;
    const view = render(<SubclassSummary value={caster} />);
    const card = screen.getByRole('article', { name: caster.name });
    expect(fact(card, 'Spellcast trait')?.toLowerCase()).toBe(caster.foundation.spellcast);
    expect(within(card).getByRole('list', { name: 'Foundation features' })).toBeTruthy();
    expect(within(card).queryByRole('list', { name: 'Mastery features' })).toBeNull();
    const fighter = BUILTIN_SUBCLASSES.find((s) => s.foundation.spellcast === undefined)!;
    view.rerender(<SubclassSummary value={fighter} allFeatures />);
    const second = screen.getByRole('article', { name: fighter.name });
    expect(fact(second, 'Spellcast trait')).toBe('None');
    expect(within(second).getByRole('list', { name: 'Mastery features' })).toBeTruthy();
  });

  it('a community lists its feature and the words that suit its people', () => {
    const community = BUILTIN_COMMUNITIES[0]!;
    render(<CommunitySummary value={community} />);
    const card = screen.getByRole('article', { name: community.name });
    expect(card.textContent).toContain(community.features[0]!.name);
  });

  it('a weapon shows trait, range, damage, burden and feature; armor its thresholds and score', () => {
    const weapon = BUILTIN_WEAPONS.find((w) => w.burden === 2 && w.feature !== null)!;
    const armor = BUILTIN_ARMOR.find((a) => a.tier === 1)!;
    render(
      <>
        <WeaponSummary value={weapon} />
        <ArmorSummary value={armor} />
      </>,
    );
    const weaponCard = screen.getByRole('article', { name: weapon.name });
    expect(fact(weaponCard, 'Trait')).toBe(weapon.trait);
    expect(fact(weaponCard, 'Range')).toBe(weapon.range);
    expect(fact(weaponCard, 'Damage')).toBe(`${weapon.damage} ${weapon.damageType}`);
    expect(fact(weaponCard, 'Burden')).toBe('Two-handed');
    expect(within(weaponCard).getByRole('list', { name: 'Weapon feature' }).textContent).toContain(
      weapon.feature!.name,
    );
    const armorCard = screen.getByRole('article', { name: armor.name });
    expect(fact(armorCard, 'Base thresholds')).toBe(`${armor.majorThreshold} / ${armor.severeThreshold}`);
    expect(fact(armorCard, 'Base score')).toBe(String(armor.score));
  });

  it('an item shows its kind and uses; a domain card its level, type and recall cost', () => {
    const potion = BUILTIN_ITEMS.find((i) => i.consumable === true)!;
    const card = byId(BUILTIN_DOMAIN_CARDS, 'core_domain_card_a_soldiers_bond');
    render(
      <>
        <ItemSummary value={potion} />
        <DomainCardSummary value={card} />
      </>,
    );
    expect(screen.getByRole('article', { name: potion.name }).textContent).toContain('Consumable');
    const cardView = screen.getByRole('article', { name: card.name });
    expect(fact(cardView, 'Level')).toBe('2');
    expect(fact(cardView, 'Recall cost')).toBe('1');
    expect(cardView.textContent).toContain('1 use, all back on a long rest');
  });

  it('a feature list names each feature with its uses, and renders nothing when empty', () => {
    const view = render(
      <FeatureList
        label="Features"
        features={[
          {
            name: 'Rally',
            description: 'Inspire.',
            charge: { max: 'proficiency', recharge: { on: 'shortRest', quantity: 1 } },
          },
          { name: 'Quiet', description: '' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]!.textContent).toBe('Rally: Inspire. (Proficiency uses, 1 back on a short rest)');
    expect(items[1]!.textContent).toBe('Quiet');
    view.rerender(<FeatureList features={[]} />);
    expect(view.container.textContent).toBe('');
  });

  it('describes charges in words', () => {
    expect(describeCharge({ max: 3 })).toBe('3 uses');
    expect(describeCharge({ max: 1, recharge: { on: 'rest', quantity: 'all' } })).toBe(
      '1 use, all back on any rest',
    );
  });
});
