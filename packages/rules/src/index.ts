// Public surface of @duality/rules: schemas and types, constants, pure rules and the built-in content.
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
export { PROFANITY_BLOCKLIST } from './data/blocklist';
