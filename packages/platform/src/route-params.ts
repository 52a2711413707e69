// Route patterns as types: `:name` segments are parameters, each of a declared kind. A numeric parameter
// reaches a page as a number, a text one as a decoded string; a segment that does not fit its kind makes the
// path match nothing (so `/character/abc` is a not-found page, never a sheet with id NaN).

export type ParamKind = 'number' | 'text';

type Segment<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segment<Rest> : P;

/** The parameter names of a path pattern: ParamName<'/campaign/:id/invite/:code'> = 'id' | 'code'. */
export type ParamName<P extends string> =
  Segment<P> extends infer S ? (S extends `:${infer Name}` ? Name : never) : never;

/** The kind of every parameter of a pattern. */
export type ParamKinds<P extends string> = { readonly [N in ParamName<P>]: ParamKind };

/** The parsed value of one parameter kind. */
export type ParamValue<K extends ParamKind> = K extends 'number' ? number : string;

/** The parsed values of a set of parameter kinds. */
export type ParamValues<K> = { readonly [N in keyof K]: K[N] extends ParamKind ? ParamValue<K[N]> : never };

/** Parses raw (already decoded) segments by their kinds; null when one is missing or does not fit. */
export function parseParams<K extends Record<string, ParamKind>>(
  kinds: K,
  raw: Readonly<Record<string, string | undefined>>,
): ParamValues<K> | null {
  const out: Record<string, string | number> = {};
  for (const [name, kind] of Object.entries(kinds)) {
    const value = raw[name];
    if (value === undefined || value === '') return null;
    if (kind === 'number') {
      if (!/^\d+$/.test(value)) return null;
      const n = Number(value);
      if (!Number.isSafeInteger(n)) return null;
      out[name] = n;
    } else {
      out[name] = value;
    }
  }
  return out as ParamValues<K>;
}

/**
 * Fills a pattern's parameters, encoding each value: fillPath('/character/:id', {id: 42}) is
 * '/character/42'. Throws when a parameter is missing. The typed front doors are `buildPath` (the
 * platform's public routes) and an area's own `pathTo`.
 */
export function fillPath(pattern: string, params: Readonly<Record<string, string | number>> = {}): string {
  return pattern.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
