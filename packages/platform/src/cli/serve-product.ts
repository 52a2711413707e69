// CLI: serve the built product. Usage: tsx src/cli/serve-product.ts [--port 3000] [--host 127.0.0.1]
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serveProduct } from '../node/serve-product';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '3000' }, host: { type: 'string', default: '127.0.0.1' } },
});
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65530) {
  console.error(`--port must be a whole number from 1 to 65530, not "${values.port}"`);
  process.exit(2);
}
try {
  const product = await serveProduct({ repoRoot, port, host: values.host });
  for (const [area, entry] of Object.entries(product.registry.areas)) {
    console.log(`  ${area.padEnd(10)} ${entry.stable.version.padEnd(8)} ${entry.stable.manifest}`);
  }
  console.log(`\nDuality is running at ${product.url}\n`);
  const stop = () => void product.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
