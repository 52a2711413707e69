// The zod of the first load (this package's backend configuration is parsed on it): zod/mini, which a
// bundler trims to the parts a schema uses, where classic zod keeps about 27 KB gzip on every page. zod/mini
// registers no error messages, so every issue would read "Invalid input": the English messages classic zod
// gives are registered here, unless a locale was chosen already (@duality/platform/zod-mini does the same;
// this package does not depend on the platform).
import { en } from 'zod/locales';
import * as z from 'zod/mini';

if (!z.config().localeError) z.config(en());

export { z };
