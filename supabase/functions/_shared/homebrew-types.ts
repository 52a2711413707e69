// The seven homebrew kinds as the link functions take them in `type` (the suffix of homebrew_{kind} and
// campaign_homebrew_{kind}). Plain data with no imports, so Node tests can check it against the rules
// package's HOMEBREW_KINDS and INVALID_HOMEBREW_TYPE (supabase/tests/edge-functions.test.ts).
export const HOMEBREW_TYPES = [
  'items',
  'weapons',
  'armor',
  'communities',
  'ancestries',
  'subclasses',
  'classes',
] as const;

export const INVALID_HOMEBREW_TYPE = 'Invalid homebrew type';
