// The installed app's icons, rendered from the product's logo (public/logo.svg) with resvg: 192 and 512 px
// of the logo as it is, and a 512 px maskable one (the logo at 64 % on the night colour, inside the safe
// zone a launcher's mask keeps). The PNGs are committed, so the build needs no renderer: run this again
// after the logo changes (`npx tsx shell/scripts/generate-icons.ts`).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const shell = join(import.meta.dirname, '..');
const logo = readFileSync(join(shell, 'public/logo.svg'), 'utf8');
const out = (name: string) => join(shell, 'public/icons', name);
/** --dh-night (packages/ui/src/tokens/tokens.css), the logo's own ground. */
const night = '#1f1a33';

function render(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

/** The logo's drawing placed at `scale` of a square filled with `background`. */
function maskable(scale: number, background: string): string {
  const inner = logo.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const offset = (32 - 32 * scale) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`
  );
}

for (const size of [192, 512]) writeFileSync(out(`icon-${size}.png`), render(logo, size));
writeFileSync(out('icon-maskable-512.png'), render(maskable(0.64, night), 512));
console.log(`icons written to ${out('')}`);
