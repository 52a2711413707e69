import type { HomebrewKind } from '@duality/rules';
import type { HomebrewRecord } from '@duality/stores';
import {
  AncestrySummary,
  ArmorSummary,
  ClassSummary,
  CommunitySummary,
  ItemSummary,
  SubclassSummary,
  WeaponSummary,
  type HeadingLevel,
} from '@duality/ui/game';

/** A homebrew record drawn by the same display part the builder and the sheet use for its kind. */
export function HomebrewSummary({
  kind,
  record,
  headingLevel = 3,
}: {
  kind: HomebrewKind;
  record: HomebrewRecord;
  headingLevel?: HeadingLevel;
}) {
  const common = { homebrew: true, headingLevel };
  // The record's kind and its shape travel separately; the store parsed it with this kind's schema.
  switch (kind) {
    case 'items':
      return <ItemSummary value={record as HomebrewRecord<'items'>} {...common} />;
    case 'weapons':
      return <WeaponSummary value={record as HomebrewRecord<'weapons'>} {...common} />;
    case 'armor':
      return <ArmorSummary value={record as HomebrewRecord<'armor'>} {...common} />;
    case 'communities':
      return <CommunitySummary value={record as HomebrewRecord<'communities'>} {...common} />;
    case 'ancestries':
      return <AncestrySummary value={record as HomebrewRecord<'ancestries'>} {...common} />;
    case 'subclasses':
      return <SubclassSummary value={record as HomebrewRecord<'subclasses'>} {...common} />;
    case 'classes':
      return <ClassSummary value={record as HomebrewRecord<'classes'>} {...common} />;
  }
}
