// The costliest public record to draw (no author may freeze the browse page): a class whose every text is
// 5,000 characters of the markdown that is slowest to parse or widest to draw (a wide table, lists nested 100
// levels deep, emphasis and brackets that never close), with as many features as fit under the 32 KB document
// limit. A plain module (no Playwright import): the browse spec checks these records are drawn,
// homebrew-browse-costly.bench.ts times them. (bench/lib/costly-homebrew.ts is another kind of cost: the most
// values for the database to check.)
import { fullDocuments, type Doc } from './homebrew-documents';

/** HOMEBREW_LIMITS.dataBytesMax in @duality/rules (Playwright's loader cannot import the rules package). */
export const DATA_BYTES_MAX = 32_768;
/** The longest markdown text a record may hold. */
export const TEXT_MAX = 5_000;

const emphasis = '*_'.repeat(TEXT_MAX / 2);
const wideTable = `|${' a |'.repeat(200)}\n|${'-|'.repeat(200)}\n${'|x\n'.repeat(1200)}`.slice(0, TEXT_MAX);
const nested = `${'> - '.repeat(100)}deep\n`.repeat(20).slice(0, TEXT_MAX);
const brackets = '[a'.repeat(TEXT_MAX / 2);

/** At most the bytes the database counts (a space after each ':' and ','), counted high. */
export function documentBytes(doc: Doc): number {
  const json = JSON.stringify(doc);
  return new TextEncoder().encode(json).length + (json.match(/[:,]/g)?.length ?? 0);
}

/**
 * The wide tables the record draws when opened in full: drawn markdown, not the plain-text fallback shown (with
 * the same `dh-markdown` class) while the markdown renderer loads, so a page waits for this many
 * `.dh-markdown__table` to know the whole record is drawn.
 */
export function drawnTables(doc: Doc): number {
  return (doc.classFeatures as Doc[]).filter((f) => f.description === wideTable).length;
}

/** A class document whose summary starts with `tag` (so a search finds it), filled to the byte limit. */
export function costlyClass(tag: string): Doc {
  const base = fullDocuments().classes;
  const texts = [wideTable, nested, emphasis, brackets];
  const doc: Doc = {
    ...base,
    description: { ...(base.description as Doc), summary: `${tag} ${emphasis}`.slice(0, TEXT_MAX) },
    classFeatures: [],
  };
  for (let i = 0; ; i++) {
    const features = [
      ...(doc.classFeatures as Doc[]),
      { name: `Costly ${i}`, description: texts[i % texts.length]! },
    ];
    if (documentBytes({ ...doc, classFeatures: features }) > DATA_BYTES_MAX) break;
    doc.classFeatures = features;
  }
  return doc;
}
