export * from './common';
export * from './effects';
export * from './feature';
export * from './homebrew';
export * from './beastform';
export * from './domain-card';
export * from './character';
export * from './records';
