import type { Catalog, Character } from '@duality/rules';

/** "Class (Subclass)" and "Ancestry · Community" lines as the list and the sheet show them. */
export function characterSummary(c: Character, catalog: Catalog): { classLine: string; heritage: string } {
  const cls = c.baseClass ? catalog.classes.get(c.baseClass)?.name : undefined;
  const sub = c.subclass[0] ? catalog.subclasses.get(c.subclass[0])?.name : undefined;
  const multi = c.multiclass ? catalog.classes.get(c.multiclass.class)?.name : undefined;
  const classLine = [cls ? (sub ? `${cls} (${sub})` : cls) : 'No class yet', multi ? `/ ${multi}` : '']
    .filter(Boolean)
    .join(' ');
  const ancestry = c.ancestry.map((id) => catalog.ancestries.get(id)?.name ?? id).join(' and ');
  const community = c.community ? (catalog.communities.get(c.community)?.name ?? c.community) : '';
  return { classLine, heritage: [ancestry, community].filter(Boolean).join(' · ') };
}
