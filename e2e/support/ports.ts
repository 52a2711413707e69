/** The test product's shell port; remotes take the next five. Away from the dev ports (3000-3005). */
export const testShellPort = Number(process.env.E2E_PORT || 4300);
export const testBaseUrl = `http://localhost:${testShellPort}`;
