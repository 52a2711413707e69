// The builder's steps in order (SRD: Character Creation), each with its slug in the URL, its title, the
// sentence that explains the choice, and what is still missing for it to be done.
import {
  armorProblems,
  classProblems,
  domainCardProblems,
  experienceProblems,
  heritageProblems,
  startingItemProblems,
  traitProblems,
  weaponProblems,
  type Catalog,
  type Character,
} from '@duality/rules';

export const STEP_SLUGS = [
  'class',
  'heritage',
  'traits',
  'equipment',
  'experiences',
  'domain-cards',
  'background',
  'description',
  'name',
  'review',
] as const;
export type StepSlug = (typeof STEP_SLUGS)[number];

export interface StepInfo {
  slug: StepSlug;
  title: string;
  /** One sentence of our own on what this choice is. */
  intro: string;
  problems(character: Character, catalog: Catalog): string[];
}

const none = () => [];

export const STEPS: readonly StepInfo[] = [
  {
    slug: 'class',
    title: 'Class and subclass',
    intro:
      'Your class is your role in the party: it sets your starting evasion and hit points and the two domains your cards come from; your subclass sharpens it.',
    problems: classProblems,
  },
  {
    slug: 'heritage',
    title: 'Heritage',
    intro:
      'Your ancestry is your lineage and gives two features (or, mixed, one from each of two ancestries); your community is where you grew up and gives one more.',
    problems: heritageProblems,
  },
  {
    slug: 'traits',
    title: 'Traits',
    intro:
      'Traits are what you add to a roll: give +2, +1, +1, 0, 0 and -1 to the six traits, one value each, or take the spread your class suggests.',
    problems: (c) => traitProblems(c),
  },
  {
    slug: 'equipment',
    title: 'Equipment',
    intro:
      'Pick tier-1 weapons that fit in two hands and tier-1 armor; you also carry a torch, rope, basic supplies, a handful of gold, a potion and an item of your class.',
    problems: (c, catalog) => [
      ...weaponProblems(c, catalog),
      ...armorProblems(c, catalog),
      ...startingItemProblems(c, catalog),
    ],
  },
  {
    slug: 'experiences',
    title: 'Experiences',
    intro:
      'Experiences are short phrases for what your character has lived through; spend a Hope to add +2 when one fits the roll.',
    problems: (c) => experienceProblems(c),
  },
  {
    slug: 'domain-cards',
    title: 'Domain cards',
    intro:
      "Domain cards are your special moves and spells: take two level-1 cards from your class's two domains (a subclass may grant one more).",
    problems: domainCardProblems,
  },
  {
    slug: 'background',
    title: 'Background and connections',
    intro:
      'Answer the questions your class asks about your past and your companions, or change them to fit; answers are optional and can grow in play.',
    problems: none,
  },
  {
    slug: 'description',
    title: 'Description',
    intro: 'Say how your character looks and carries themself: pick from the suggestions or write your own.',
    problems: none,
  },
  {
    slug: 'name',
    title: 'Name and pronouns',
    intro: 'Give your character a name, and the pronouns others use for them.',
    problems: (c) => (c.name.trim() === '' ? ['Give your character a name.'] : []),
  },
  {
    slug: 'review',
    title: 'Review',
    intro: 'Check your character; anything still missing links to its step. Save it to play it on its sheet.',
    problems: none,
  },
];

/** The index of a slug, or -1 for an unknown one. */
export function stepIndex(slug: string): number {
  return STEPS.findIndex((s) => s.slug === slug);
}

/** Every step's problems, with the step they belong to, in step order. */
export function missingEntries(
  character: Character,
  catalog: Catalog,
): { step: StepInfo; problem: string }[] {
  return STEPS.flatMap((step) => step.problems(character, catalog).map((problem) => ({ step, problem })));
}
