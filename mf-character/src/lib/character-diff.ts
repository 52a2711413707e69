import type { Character } from '@duality/rules';

export interface FieldDifference {
  field: string;
  mine: string;
  theirs: string;
}

const LABELS: Partial<Record<string, string>> = {
  resources: 'Trackers',
  inventory: 'Inventory and gold',
  domainCards: 'Domain cards',
  levelSelections: 'Level-up choices',
  customFeatures: 'Custom features',
  customEffects: 'Custom effects',
  baseClass: 'Class',
};
const MAX_TEXT = 160;

/** A short readable form of a value: text as it is, other values as compact JSON, cut at 160 characters. */
function show(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** The fields where two versions of a character differ, with each version's value, in field order. */
export function characterDifferences(mine: Character, theirs: Character): FieldDifference[] {
  const out: FieldDifference[] = [];
  for (const key of Object.keys(mine) as (keyof Character)[]) {
    if (JSON.stringify(mine[key]) === JSON.stringify(theirs[key])) continue;
    if (key === 'resources') {
      for (const track of ['health', 'stress', 'hope', 'armor'] as const)
        if (mine.resources[track] !== theirs.resources[track])
          out.push({
            field: `Marked ${track}`.replace('Marked hope', 'Hope'),
            mine: String(mine.resources[track]),
            theirs: String(theirs.resources[track]),
          });
      continue;
    }
    const label = LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
    out.push({ field: label, mine: show(mine[key]), theirs: show(theirs[key]) });
  }
  return out;
}
