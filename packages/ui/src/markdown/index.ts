export { MAX_NESTING, MAX_TABLE_CELLS, limitMarkdownTree, type MarkdownLimits } from './limits';
export { Markdown, type MarkdownProps } from './markdown';
export { safeLinkUrl } from './safe-url';
export {
  MAX_PREFIX_COLUMNS,
  MAX_SOURCE_LENGTH,
  guardMarkdownSource,
  limitLinePrefixes,
} from './source-guard';
