import { routesOf, type PublicRouteOf } from '@duality/platform';

type ShellPath = PublicRouteOf<'shell'>['path'];

/**
 * The shell's pages whose HTML is rendered at build time (scripts/prerender.tsx): the pages that show the
 * same content to everyone. `/dev` shows this page's live state and is left to the browser.
 */
export const prerenderedPages = [
  '/',
  '/about',
  '/privacy-policy',
  '/terms-of-use',
] as const satisfies readonly ShellPath[];

/** The document title of a shell page, as useDocumentTitle sets it in the browser. */
export function titleOf(path: ShellPath): string {
  const route = routesOf('shell').find((r) => r.path === path);
  return route ? `${route.title} | Duality` : 'Duality';
}
