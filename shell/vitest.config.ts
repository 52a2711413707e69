import { domProject } from '@duality/config/vitest';

// The shell's tests share one module cache per worker; those that mock a module are `*.isolated.test.ts(x)`,
// run by vitest.isolated.config.ts.
export default domProject('@duality/shell', { shareModules: true });
