// Build step after `rsbuild build`: renders the shell's frame (top bar, footer) and its static pages to HTML
// with React's server renderer, so the first paint needs no JavaScript. Each page is written where the
// static server finds it (`/` → index.html, `/about` → about/index.html); every other path gets 200.html,
// the frame with an empty main, which the server sends for paths without a file (an area fills the main).
// The app renders the same routes (src/app/router.tsx) in the browser and replaces this markup in one
// commit, so the page does not move.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { bus } from '@duality/bus';
import { routesOf } from '@duality/platform';
import { precompressFile } from '@duality/config/precompress';
import { shellRoutes } from '../src/app/router';
import { defaultFooterLinks } from '../src/config/runtime-config';
import { prerenderedPages, titleOf } from '../src/app/prerendered-pages';

const dist = join(import.meta.dirname, '..', 'dist');
const rootTag = '<div id="root"></div>';
const template = emptyRoot(readFileSync(join(dist, 'index.html'), 'utf8'));

const routes = shellRoutes({
  bus,
  ...defaultFooterLinks,
  // The static HTML has no session to end; the app's own frame replaces it before anything is clicked.
  endSession: () => Promise.resolve(null),
  staticMarkup: true,
});
const handler = createStaticHandler(routes);

async function render(path: string): Promise<string> {
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered ${context.status}.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

function write(file: string, title: string, markup: string) {
  const html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(rootTag, `<div id="root">${markup}</div>`);
  const path = join(dist, file);
  mkdirSync(dirname(path), { recursive: true });
  for (const stale of ['.br', '.gz']) rmSync(path + stale, { force: true });
  writeFileSync(path, html);
  precompressFile(path);
}

const shellPaths = new Set<string>(routesOf('shell').map((r) => r.path));
for (const page of prerenderedPages) {
  if (!shellPaths.has(page)) throw new Error(`${page} is not one of the shell's routes.`);
  const file = page === '/' ? 'index.html' : join(page.slice(1), 'index.html');
  write(file, titleOf(page), await render(page));
}
// The frame alone: a path under an area's prefixes renders nothing in the shell's main.
write('200.html', 'Duality', await render('/builder'));
console.log(`prerendered ${prerenderedPages.length} pages and the frame into ${dist}`);

/** The page with an empty root, whether or not it was prerendered before (the step can run again). */
function emptyRoot(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</div>', html.indexOf('</body>'));
  if (start < 0 || end < start) throw new Error('dist/index.html has no <div id="root"> to prerender into.');
  return html.slice(0, start) + rootTag + html.slice(end + '</div>'.length);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
