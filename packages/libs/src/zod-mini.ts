// The zod of the first load: zod/mini, the functional build a bundler trims to the parts a schema uses
// (classic zod's method chains keep the whole library, about 27 KB gzip, on every page). zod/mini registers
// no error messages of its own, so every issue would read "Invalid input": the English messages classic
// zod gives are registered here, once for the page, unless a locale was chosen already. Every first-load
// schema imports `z` from this module (the lint rule forbids classic zod there), never zod/mini directly.
import { en } from 'zod/locales';
import * as z from 'zod/mini';

if (!z.config().localeError) z.config(en());

export { z };
