// What the entry does before the shared modules arrive (index.ts; the bench's monolith runs it too). The
// styles are part of the entry, so the page links them from its <head> and the prerendered frame is styled
// at its first paint (imported from bootstrap, they would arrive with the JavaScript). The start-up
// documents are requested at once (lib/early-fetch.ts).
import '@duality/ui/styles.css';
// The display face's @font-face, declared once per page here (the areas' stylesheets do not repeat it).
import '@duality/ui/fonts.css';
import './app/shell.css';
import { registryUrlOf, siteConfigUrl } from './config/documents';
import { fetchEarly } from './lib/early-fetch';

fetchEarly([registryUrlOf(import.meta.env), siteConfigUrl]);
