// The zod of the first load: zod/mini, which a bundler trims to the parts a schema uses, where classic zod
// keeps about 27 KB gzip on every page. zod/mini registers no error messages, so every issue would read
// "Invalid input": the English messages classic zod gives are registered here, unless a locale was chosen
// already (this package imports nothing of ours, so it cannot share @duality/platform/zod-mini).
import { en } from 'zod/locales';
import * as z from 'zod/mini';

if (!z.config().localeError) z.config(en());

export { z };
