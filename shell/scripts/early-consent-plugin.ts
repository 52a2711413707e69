// The early consent dialog in the shell's HTML (see src/lib/consent-early-page.ts): its style in the head, the
// dialog and its script at the start of the body, before the app's root, so the choice paints with the page
// instead of after the application's JavaScript. The script is emitted as its own small file, named by its
// content's hash (the page's Content-Security-Policy allows same-origin scripts only, no inline script).
// Every HTML page of the build gets it: the prerendered pages (scripts/prerender.tsx starts from
// dist/index.html), 200.html, the dev server's page and the bench's monolith.
import { createHash } from 'node:crypto';
import type { RsbuildPlugin } from '@rsbuild/core';
import { earlyConsentMarkup, earlyConsentScript, earlyConsentStyle } from '../src/lib/consent-early-page';

export function pluginEarlyConsent(): RsbuildPlugin {
  const code = earlyConsentScript();
  const file = `static/js/consent-early.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  return {
    name: 'duality:early-consent',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset(file, new sources.RawSource(code));
      });
      // The asset prefix is known to the tags hook, which runs before the HTML hook of the same page.
      const scriptSrc = new Map<string, string>();
      api.modifyHTMLTags((tags, { assetPrefix, filename }) => {
        scriptSrc.set(filename, `${assetPrefix.replace(/\/?$/, '/')}${file}`);
        return { ...tags, headTags: [...tags.headTags, { tag: 'style', children: earlyConsentStyle() }] };
      });
      // Tags go to the end of the body; the dialog and its script go first, before the app's root (the
      // prerender fills the root, and the script runs before the page below it is parsed).
      api.modifyHTML((html, { filename }) => {
        const src = scriptSrc.get(filename);
        if (!src) throw new Error(`early consent: no script address for ${filename}`);
        const body = /<body[^>]*>/.exec(html);
        if (!body) throw new Error(`early consent: ${filename} has no <body>`);
        const at = body.index + body[0].length;
        return `${html.slice(0, at)}${earlyConsentMarkup()}<script src="${src}"></script>${html.slice(at)}`;
      });
    },
  };
}
