// Types of figures-block.mjs, for the benchmarks (TypeScript) that write their figures with it.
export function replaceFiguresBlock(text: string, name: string, block: string): string;
export function writeFiguresBlock(root: string, file: string, name: string, block: string): void;
export function measuredOn(root: string): string;
export function markdownTable(head: string[], rows: string[][]): string;
