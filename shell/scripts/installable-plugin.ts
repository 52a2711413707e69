// What makes the shell installable, in the head of every HTML page of its build (the prerendered pages and
// 200.html start from dist/index.html, and the product server's area pages from 200.html): the web app
// manifest (public/manifest.webmanifest), the theme colour, and the icons (scripts/generate-icons.ts). The
// service worker is registered by the page itself, after its load event (src/lib/offline/).
import type { RsbuildPlugin } from '@rsbuild/core';

/** --dh-paper (packages/ui/src/tokens/tokens.css): the light theme's page colour, as in the manifest. */
export const themeColour = '#fbf9f4';

export function pluginInstallable(): RsbuildPlugin {
  return {
    name: 'duality:installable',
    setup(api) {
      api.modifyHTMLTags((tags) => ({
        ...tags,
        headTags: [
          ...tags.headTags,
          { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
          { tag: 'meta', attrs: { name: 'theme-color', content: themeColour } },
          { tag: 'link', attrs: { rel: 'icon', href: '/logo.svg', type: 'image/svg+xml' } },
          { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/icon-192.png' } },
        ],
      }));
    },
  };
}
