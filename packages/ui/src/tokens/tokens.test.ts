// @vitest-environment node
import { readFileSync } from 'node:fs';
import { BUILTIN_CLASSES } from '@duality/rules/content';
import { DOMAINS } from '@duality/rules';
import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';

// The colour tokens as written in tokens.css (the one home of their values).
const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const tokens = new Map(
  [...css.matchAll(/--dh-([a-z0-9-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1]!, m[2]!.toLowerCase()]),
);
function token(name: string): string {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`tokens.css has no colour --dh-${name}`);
  return value;
}

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;
const surfaces = ['paper', 'surface', 'sunken'];
const roles = ['hope', 'fear', 'stress', 'hp', 'armor', 'success', 'danger', 'warning', 'info'];
const colourSets = [
  ...roles.map((r) => `role-${r}`),
  ...DOMAINS.map((d) => `domain-${d}`),
  ...BUILTIN_CLASSES.map((c) => `class-${c.name.toLowerCase()}`),
];

/** Every text/background pair the components draw: [text, background]. */
const textPairs: [string, string][] = [
  ...surfaces.flatMap((s) => [
    ['ink', s] as [string, string],
    ['muted', s] as [string, string],
    ['fear', s] as [string, string],
    ['danger', s] as [string, string],
  ]),
  ['on-strong', 'night'],
  ['on-night-muted', 'night'],
  ['on-night-danger', 'night'],
  ['print-ink', 'print-paper'],
  ['on-strong', 'fear'],
  ['on-strong', 'danger'],
  ...colourSets.flatMap((set) => [
    ...surfaces.map((s) => [set, s] as [string, string]),
    ['on-strong', set] as [string, string],
    [set, `${set}-soft`] as [string, string],
    ['ink', `${set}-soft`] as [string, string],
    ['muted', `${set}-soft`] as [string, string],
  ]),
];

describe('the WCAG contrast formula', () => {
  it('gives the standard values for black and white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('agrees with a published figure: #767676 on white is 4.54:1', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => relativeLuminance('red')).toThrow(/rrggbb/);
  });
});

describe('the colour tokens', () => {
  it('name a colour for every domain and every SRD class, each with a soft tint', () => {
    for (const set of colourSets) {
      expect(token(set)).toMatch(/^#/);
      expect(token(`${set}-soft`)).toMatch(/^#/);
    }
  });

  it.each(textPairs)('text %s on %s meets WCAG AA (4.5:1)', (text, background) => {
    expect(contrastRatio(token(text), token(background))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(surfaces.flatMap((s) => [['line-strong', s] as const, ['focus', s] as const]))(
    'control edge %s against %s meets WCAG AA for non-text (3:1)',
    (edge, background) => {
      expect(contrastRatio(token(edge), token(background))).toBeGreaterThanOrEqual(AA_NON_TEXT);
    },
  );
});
