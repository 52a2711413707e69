// One route of an area, declared by the area itself: its path (inside the area's prefixes, checked by the
// compiler), the kind of each parameter, the page's title and its component, eager or lazy. The page gets
// its parameters parsed (`{id: 42}`, a number), never the raw strings of the URL.
import type { ComponentType } from 'react';
import type { ParamKind, ParamKinds, ParamName, ParamValues } from '@duality/platform';

/** What every area page receives: its route's parameters, parsed (`AreaPageProps<{ id: number }>`). */
export interface AreaPageProps<V = Record<never, never>> {
  params: V;
}

/** A page module for a lazy route: its default export is the page. */
export interface PageModule<V> {
  default: ComponentType<AreaPageProps<V>>;
}

/** `params` is required exactly when the path has parameters. */
type ParamsRequired<P extends string> = [ParamName<P>] extends [never] ? unknown : { params: unknown };

/**
 * The page: `page` renders it from the area's entry chunk; `lazy` loads it in its own chunk the first time
 * the route is visited (for heavy views such as print, level up or editors). A lazy load that fails shows the
 * area's error panel, and Retry imports again.
 */
type PageField<V> =
  | { page: ComponentType<AreaPageProps<V>>; lazy?: undefined }
  | { lazy: () => Promise<PageModule<V>>; page?: undefined };

export type AreaRouteSpec<P extends string, K extends ParamKinds<P>> = {
  path: P;
  /** The page's name; the document title becomes "{title} | Duality". */
  title: string | ((params: ParamValues<K>) => string);
  /** The kind of each `:name` of the path. */
  params?: K;
} & ParamsRequired<P> &
  PageField<ParamValues<K>>;

/** Parameters as the router hands them over, after parsing by the route's kinds. */
export type ParsedParams = Readonly<Record<string, string | number>>;
/** A page after its route's types have been checked: what the area's router renders. */
export type RoutePage = ComponentType<AreaPageProps<ParsedParams>>;

/**
 * A declared route; build one with `route()`. `P` keeps the path's literal type and `V` its parsed
 * parameters, for typed links (`pathTo`).
 */
export interface AreaRoute<P extends string = string, V = unknown> {
  readonly path: P;
  readonly kinds: Readonly<Record<string, ParamKind>>;
  title(params: ParsedParams): string;
  /** The page of an eager route. */
  readonly page?: RoutePage;
  /** Imports the page of a lazy route (on its first visit). */
  readonly loadPage?: () => Promise<RoutePage>;
  /** Type only: the parsed parameters' type. Never set. */
  readonly paramValues?: V;
}

/**
 * Declares one route. `params` names the kind of every `:name` in the path:
 *
 *     route({ path: '/character/:id', params: { id: 'number' }, title: 'Character Sheet', page: SheetPage })
 *
 * where `SheetPage` takes `AreaPageProps<{ id: number }>`.
 */
export function route<const P extends string, const K extends ParamKinds<P> = ParamKinds<P>>(
  spec: AreaRouteSpec<P, K>,
): AreaRoute<P, ParamValues<K>> {
  const kinds: Readonly<Record<string, ParamKind>> = spec.params ?? {};
  // The router parses parameters with exactly these kinds before it calls the page or the title, so the
  // parsed values are the ParamValues<K> the spec was checked against: this is the one place that is said.
  const typed = (params: ParsedParams) => params as ParamValues<K>;
  const { path, title, page, lazy } = spec;
  return {
    path,
    kinds,
    title: (params) => (typeof title === 'string' ? title : title(typed(params))),
    page: page as RoutePage | undefined,
    loadPage: lazy && (() => lazy().then((m) => m.default as RoutePage)),
  };
}
