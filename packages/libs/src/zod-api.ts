// The zod functions and types the product uses: the members of `z` in ./zod.ts. A name the product starts to
// use is added here (the type checker says when).
export {
  array,
  boolean,
  coerce,
  discriminatedUnion,
  email,
  enum,
  iso,
  json,
  literal,
  looseObject,
  NEVER,
  null,
  number,
  object,
  partialRecord,
  preprocess,
  prettifyError,
  record,
  strictObject,
  string,
  tuple,
  union,
  unknown,
  url,
  ZodError,
} from 'zod';
export type { infer, input, output, ZodNumber, ZodType } from 'zod';
export type * as core from 'zod/v4/core';
