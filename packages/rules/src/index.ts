// Public surface of @duality/rules: schemas and types, constants and pure rules. The built-in game content is
// its own entry, `@duality/rules/content`, so that a page loads it only when an area needs it.
export * from './constants';
export * from './homebrew-kind';
export * from './schemas/index';
export * from './rules/dice';
export * from './rules/gold';
export * from './rules/sort';
export * from './rules/merge';
export * from './rules/profanity';
export * from './rules/migration';
export * from './rules/stats';
export * from './rules/catalog';
export * from './rules/companion';
export * from './rules/derive';
export * from './rules/derive-features';
export * from './rules/shapeshift';
export * from './rules/leveling';
export * from './rules/level-up-apply';
export { PROFANITY_BLOCKLIST } from './data/blocklist';
export * from './data/attribution';
export * from './rules/charges';
export * from './app-constants';
export * from './rules/dashboard';
export * from './rules/homebrew';
export * from './rules/builder';
export * from './rules/builder-equipment';
