// Reading the SRD source files: BOM stripping, localized strings and rich-text paragraphs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Parses a JSON file that may start with a byte-order mark. */
export function readJson<T = unknown>(root: string, ...parts: string[]): T {
  return JSON.parse(readFileSync(join(root, ...parts), 'utf8').replace(/^\uFEFF/, '')) as T;
}

export type Localized = { 'en-US': string };
export type RichText = ({ paragraph?: Localized; list?: Localized[] } & Record<string, unknown>)[];

/** English text of a localized string. */
export const en = (s: Localized | undefined): string => s?.['en-US'] ?? '';

/** Flattens rich text to plain text, list items joined as sentences. */
export function plain(rich: RichText | undefined): string {
  return (rich ?? [])
    .map((p) => (p.paragraph ? en(p.paragraph) : p.list ? p.list.map(en).join(' ') : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Our slug of a name, for ids of entries the sources give no id (beastforms). */
export const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** "VERY_CLOSE" → "Very Close"; "AGILITY" → "Agility". */
export const titleCase = (s: string): string =>
  s
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
