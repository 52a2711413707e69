// Starts the whole product from built apps: the embedded backend (data kept in .duality/db unless
// --memory), then the shell and the five remotes with a /config.json pointing the shell at that backend.
// `npm start` runs this after installing and building; the end-to-end tests run it with --memory.
// Plain HTTP listens on loopback only. --lan serves everything over HTTPS to the network instead (bound to
// --lan-host, default every interface), with a certificate made on first start (lan.ts).
import { parseArgs } from 'node:util';
import { lanBanner, serveProduct, serveProductSecure, serveTestProduct } from '@duality/platform/node';
import { lanSetup } from './lan';
import { defaultBackendPort, portOption, repoRoot, startLocalBackend } from './local-backend';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    'backend-port': { type: 'string', default: process.env.BACKEND_PORT ?? String(defaultBackendPort) },
    data: { type: 'string', default: '.duality/db' },
    memory: { type: 'boolean', default: false },
    outbox: { type: 'string', default: '.duality/outbox' },
    // Shows the development tools on /dev (bus tools, bus log, a simulated page error).
    'dev-tools': { type: 'boolean', default: false },
    // For the end-to-end tests only: a page policy that lets them swap the registry and config in the browser
    // (remotes on any loopback port, the default tag manager). Any local program could then serve script to
    // the page, so never for play.
    'test-page-policy': { type: 'boolean', default: false },
    // Game night: HTTPS for the phones on the network (README "Playing on phones over the LAN").
    lan: { type: 'boolean', default: false },
    'lan-host': { type: 'string' },
    'tls-dir': { type: 'string' },
  },
});

const port = portOption('--port', values.port);
const backendPort = portOption('--backend-port', values['backend-port']);

try {
  if (!values.lan && (values['lan-host'] || values['tls-dir'])) {
    throw new Error('--lan-host and --tls-dir go with --lan (plain HTTP is served on loopback only).');
  }
  const lan = values.lan
    ? await lanSetup({
        host: values['lan-host'],
        tlsDir: values['tls-dir'] ?? `${values.data}.tls`,
        shellPort: port,
      })
    : undefined;
  const { backend, dataDir, outboxDir } = await startLocalBackend({
    port: backendPort,
    memory: values.memory,
    data: values.data,
    outbox: values.outbox,
    siteUrl: lan ? lan.siteUrl : `http://localhost:${port}`,
    lan: lan?.backend,
  });
  const siteConfig = {
    supabaseUrl: backend.url,
    supabaseAnonKey: backend.anonKey,
    devTools: values['dev-tools'],
  };
  const product = lan
    ? await serveProductSecure({
        repoRoot,
        port,
        host: lan.backend.host,
        publicHost: lan.backend.publicHost,
        tls: lan.backend.tls,
        siteConfig,
      })
    : values['test-page-policy']
      ? await serveTestProduct({ repoRoot, port, siteConfig })
      : await serveProduct({ repoRoot, port, siteConfig });
  // Listening for the stop signals before the URL is printed: whoever waits for that line (a supervisor, a
  // test) may send one at once, and a signal without a handler would end the process with nothing stopped.
  const stop = async () => {
    await product.close();
    await backend.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  console.log(`\n  backend    ${backend.url} (${dataDir ? `data in ${dataDir}` : 'in memory'})`);
  console.log(`  anon key   ${backend.anonKey}`);
  console.log(`  mail       password-reset links are written to ${outboxDir}`);
  for (const [area, entry] of Object.entries(product.registry.areas)) {
    console.log(`  ${area.padEnd(10)} ${entry.stable.version.padEnd(8)} ${entry.stable.manifest}`);
  }
  console.log(`\nDuality is running at ${product.url}\n`);
  if (lan) {
    console.log(await lanBanner({ url: product.url, ...lan.certificate }));
    // A kept authority without the current limits, or one that does not name this machine as it is now, was
    // replaced: the phones that trusted it no longer trust the product until they install the new one.
    if (lan.certificate.replacedAuthority) console.log(`  ${lan.certificate.replacedAuthority}\n`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
