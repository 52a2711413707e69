import type { Armor, Weapon } from '@duality/rules';
import { FeatureList } from './feature-list';
import { Facts, GameCard, type HeadingLevel } from './game-card';
import { burdenName } from './format';

export interface WeaponSummaryProps {
  value: Weapon;
  homebrew?: boolean;
  headingLevel?: HeadingLevel;
}

/** A weapon: its trait, range, damage dice and type, burden, tier and feature. */
export function WeaponSummary({ value, homebrew, headingLevel }: WeaponSummaryProps) {
  const kind = value.slot === 'primary' ? 'Primary weapon' : 'Secondary weapon';
  return (
    <GameCard name={value.name} kind={kind} homebrew={homebrew} headingLevel={headingLevel}>
      <Facts
        facts={[
          ['Trait', value.trait],
          ['Range', value.range],
          ['Damage', `${value.damage} ${value.damageType}`],
          ['Burden', burdenName(value.burden)],
          ['Tier', value.tier],
        ]}
      />
      {value.feature !== null && <FeatureList label="Weapon feature" features={[value.feature]} />}
    </GameCard>
  );
}

export interface ArmorSummaryProps {
  value: Armor;
  homebrew?: boolean;
  headingLevel?: HeadingLevel;
}

/** Armor: its base damage thresholds (major / severe), base armor score, tier and feature. */
export function ArmorSummary({ value, homebrew, headingLevel }: ArmorSummaryProps) {
  return (
    <GameCard name={value.name} kind="Armor" homebrew={homebrew} headingLevel={headingLevel}>
      <Facts
        facts={[
          ['Base thresholds', `${value.majorThreshold} / ${value.severeThreshold}`],
          ['Base score', value.score],
          ['Tier', value.tier],
        ]}
      />
      {value.feature !== null && <FeatureList label="Armor feature" features={[value.feature]} />}
    </GameCard>
  );
}
