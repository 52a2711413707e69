export { AncestrySummary, CommunitySummary } from './heritage-summary';
export type { AncestrySummaryProps, CommunitySummaryProps } from './heritage-summary';
export { ArmorSummary, WeaponSummary } from './equipment-summary';
export type { ArmorSummaryProps, WeaponSummaryProps } from './equipment-summary';
export { ClassSummary, type ClassSummaryProps } from './class-summary';
export { DomainCard, type DomainCardProps } from './domain-card';
export { DomainCardSummary, ItemSummary } from './item-summary';
export type { DomainCardSummaryProps, ItemSummaryProps } from './item-summary';
export { FeatureList, type FeatureListProps } from './feature-list';
export { Facts, GameCard, type GameCardProps, type HeadingLevel } from './game-card';
export { HomebrewBadge, type HomebrewBadgeProps } from './homebrew-badge';
export { SubclassSummary, type SubclassSummaryProps } from './subclass-summary';
export { burdenName, describeCharge, domainName, signed } from './format';
export {
  needsMarkdown,
  plainPreview,
  RichText,
  RichTextPreview,
  usePreviewText,
  type RichTextProps,
} from './rich-text';
