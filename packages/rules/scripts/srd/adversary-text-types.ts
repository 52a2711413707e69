// The hand-written text of one adversary or environment: a one-line description and, by SRD feature name (its
// kind suffix dropped), what the feature does, in our own short words. Common features with a number in their
// name (Momentum, Relentless, Minion, Group Attack, Horde) are composed in build-adversaries.ts instead.
export interface GmText {
  /** The description, ours. */
  d: string;
  /** Feature name → our description of it. */
  f: Record<string, string>;
}
