// A value checked to be JSON data, typed as what a jsonb column takes. A document from the rules' schemas
// admits JSON values alone, but some of its fields are typed `unknown`, which the generated `Json` type
// refuses: the check walks the value instead of casting it.
import type { Json } from '@duality/supabase';

/** True for JSON data: null, strings, numbers, booleans, and arrays and plain objects of them. */
export function isJson(value: unknown): value is Json {
  if (value === null) return true;
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return true;
    case 'object':
      return Array.isArray(value)
        ? value.every(isJson)
        : Object.values(value).every((member) => member === undefined || isJson(member));
    default:
      return false;
  }
}

/** `value` as a jsonb column's type; throws for a value that is not JSON data (a function, a symbol). */
export function asJson(value: unknown): Json {
  if (!isJson(value)) throw new TypeError('The document holds something that is not JSON data.');
  return value;
}
