// The icons added to the product's set for the design system (docs/design/README.md): the six traits, the
// seven domains not already drawn (blade and codex are in the spec's set), gold, and the marks the controls
// draw. Drawn the same way (24x24 grid, stroke 2, round caps). They live apart from icon-paths.ts on purpose:
// the package's main entry is loaded whole with the shell's first page, so its icons stay the spec's 34 and
// these reach a page only through `@duality/ui/icons` (or a control that uses them).
export const addedIconPaths = {
  // Traits.
  agility: ['M20 4C11 4 5 9 5 19', 'M20 4c0 8-5 13-13 13', 'M5 19l-2 2', 'M12 9l-3 3'],
  strength: ['M6 7v10', 'M3 10v4', 'M18 7v10', 'M21 10v4', 'M6 12h12'],
  finesse: ['M12 3a9 9 0 110 18 9 9 0 010-18z', 'M12 8a4 4 0 110 8 4 4 0 010-8z', 'M12 12h.01'],
  instinct: ['M12 3a9 9 0 110 18 9 9 0 010-18z', 'M15.5 8.5l-2 5-5 2 2-5z'],
  presence: ['M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z'],
  knowledge: [
    'M9 18h6',
    'M10 21h4',
    'M12 3a6 6 0 00-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0012 3z',
  ],
  // Domains (blade and codex are in icon-paths.ts).
  arcana: ['M12 2l2.4 7H22l-6.1 4.5 2.4 7.5-6.3-4.7L5.7 21l2.4-7.5L2 9h7.6z'],
  bone: [
    'M7 3.5a2.5 2.5 0 00-2 4.3 2.5 2.5 0 003.2 3.2l4.8 4.8a2.5 2.5 0 003.2 3.2 2.5 2.5 0 004.3-2 2.5 2.5 0 00-2.3-2.3 2.5 2.5 0 00-3.2-3.2L10.2 6.7A2.5 2.5 0 007 3.5z',
  ],
  grace: ['M3 6c3 1 6 1 9 0 3 1 6 1 9 0 0 7-4 12-9 12S3 13 3 6z', 'M7.5 10h2.5', 'M14 10h2.5'],
  midnight: ['M20 14.5A8 8 0 119.5 4a6.5 6.5 0 0010.5 10.5z'],
  sage: ['M5 19C5 10 10 5 20 4c-1 10-6 15-15 15z', 'M5 19l8-8'],
  splendor: ['M6 3h12l4 6-10 12L2 9z', 'M2 9h20', 'M12 21L8 9l4-6 4 6z'],
  valor: ['M5 21V3', 'M5 4h13l-3 4.5 3 4.5H5'],
  gold: [
    'M12 4c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3z',
    'M4 7v5c0 1.7 3.6 3 8 3s8-1.3 8-3V7',
    'M4 12v5c0 1.7 3.6 3 8 3s8-1.3 8-3v-5',
  ],
  // Marks the controls draw.
  more: [
    'M5 11a1 1 0 110 2 1 1 0 010-2z',
    'M12 11a1 1 0 110 2 1 1 0 010-2z',
    'M19 11a1 1 0 110 2 1 1 0 010-2z',
  ],
  check: ['M5 12.5l4.5 4.5L19 7'],
  'chevron-down': ['M6 9l6 6 6-6'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  info: ['M12 3a9 9 0 110 18 9 9 0 010-18z', 'M12 11v5', 'M12 7.5h.01'],
} as const satisfies Record<string, readonly string[]>;
