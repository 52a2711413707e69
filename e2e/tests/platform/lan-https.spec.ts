// Game night on the LAN (README "Playing on phones over the LAN"): the real start command with --lan, bound
// for the test to 127.0.0.2 (tests never send traffic to a real network address), serves the product and the
// backend over HTTPS with the certificate it made on first start, and plain HTTP is not served there.
//
// Trust: Chromium on Linux takes extra authorities only from an NSS database (certutil, not installed here)
// or an enterprise policy under /etc (machine-wide). The closest honest check through launch options is
// --ignore-certificate-errors-spki-list with the *authority's* key: Chromium then accepts a chain that
// contains that key, and still refuses any other certificate (checked below with a context that lacks it).
// That flag does not check the name, so the name and the chain are checked as a phone would by Node's TLS
// client, trusting only the generated authority.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request } from 'node:https';
import { memoryTmpdir } from '@duality/supabase-local';
import { join } from 'node:path';
import { chromium, expect, test, type Browser } from '@playwright/test';
import { newAccount } from '../../support/account';
import { chromiumArgs, testChromiumPath } from '@duality/test-support/chromium';
import { declineConsentUpFront } from '../../support/menu';
import { lanBackendPort, lanShellPort } from '../../support/ports';

const repoRoot = join(import.meta.dirname, '../../..');
const host = '127.0.0.2';
const base = `https://${host}:${lanShellPort}`;

/** The status of a request, or the error code when there is no HTTP answer. */
function status(
  send: typeof request | typeof httpRequest,
  url: string,
  options: Record<string, unknown> = {},
): Promise<number | string> {
  return new Promise((resolve) => {
    const req = send(url, { agent: false, timeout: 5000, ...options }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    req.end();
  });
}

test.describe('the product over HTTPS on the LAN', () => {
  test.describe.configure({ mode: 'serial' });
  let dir: string;
  let child: ChildProcess;
  let output = '';
  let ca: string;
  let browser: Browser;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dir = mkdtempSync(join(memoryTmpdir(), 'duality-lan-'));
    const args = [
      'scripts/start-product.ts',
      '--memory',
      '--lan',
      '--lan-host',
      host,
      '--port',
      String(lanShellPort),
      '--backend-port',
      String(lanBackendPort),
      '--tls-dir',
      join(dir, 'tls'),
      '--outbox',
      join(dir, 'outbox'),
    ];
    child = spawn(join(repoRoot, 'node_modules/.bin/tsx'), args, { cwd: repoRoot });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString('utf8')));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString('utf8')));
    await expect
      .poll(() => output, { timeout: 150_000, message: 'the LAN start prints its URL' })
      .toContain(`Duality is on your network at ${base}/`);
    ca = readFileSync(join(dir, 'tls', 'ca.pem'), 'utf8');
    const spki = createPublicKey(ca).export({ type: 'spki', format: 'der' });
    const hash = createHash('sha256').update(spki).digest('base64');
    browser = await chromium.launch({
      executablePath: testChromiumPath,
      args: [...chromiumArgs, `--ignore-certificate-errors-spki-list=${hash}`],
    });
  });

  test.afterAll(async () => {
    await browser?.close();
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('prints the URL with a QR code and where the certificate to trust is', () => {
    expect(output).toMatch(/[█▀▄]{10}/);
    expect(output).toContain(join(dir, 'tls', 'ca.pem'));
    expect(output).toMatch(/fingerprint SHA-256 ([0-9A-F]{2}:){31}[0-9A-F]{2}/);
  });

  test('the certificate holds for a client that trusts only the generated authority', async () => {
    for (const port of [lanShellPort, lanShellPort + 1, lanBackendPort]) {
      const path = port === lanBackendPort ? '/auth/v1/health' : '/';
      expect(await status(request, `https://${host}:${port}${path}`, { ca })).toBe(200);
      // A name the certificate does not carry is refused by the client's own check.
      expect(
        await status(request, `https://${host}:${port}${path}`, { ca, servername: 'elsewhere.example' }),
      ).toBe('ERR_TLS_CERT_ALTNAME_INVALID');
    }
  });

  test('the shell and the remotes tell a browser to keep to HTTPS (Strict-Transport-Security)', async () => {
    for (const port of [lanShellPort, lanShellPort + 1]) {
      const hsts = await new Promise<string | undefined>((resolve, reject) => {
        const req = request(`https://${host}:${port}/`, { agent: false, ca }, (res) => {
          res.resume();
          resolve(res.headers['strict-transport-security']);
        });
        req.on('error', reject);
        req.end();
      });
      expect(hsts).toBe('max-age=31536000');
    }
  });

  test('plain HTTP is not served on that address', async () => {
    for (const port of [lanShellPort, lanShellPort + 1, lanBackendPort]) {
      expect(await status(httpRequest, `http://${host}:${port}/`)).not.toBe(200);
      expect(typeof (await status(httpRequest, `http://${host}:${port}/`))).toBe('string');
    }
  });

  test('a browser without the authority refuses the site', async () => {
    const plain = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
    try {
      const page = await plain.newPage();
      await expect(page.goto(`${base}/`)).rejects.toThrow(/ERR_CERT_AUTHORITY_INVALID/);
    } finally {
      await plain.close();
    }
  });

  test('a player signs up, signs in again and opens a page, all over HTTPS', async () => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    const insecure: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith('http:') || r.url().startsWith('ws:')) insecure.push(r.url());
    });
    await declineConsentUpFront(page);
    // The site config the page reads names the HTTPS backend.
    await page.goto('/');
    const config = await page.evaluate(async () => {
      const res = await fetch('/config.json');
      return (await res.json()) as { supabaseUrl: string };
    });
    expect(config.supabaseUrl).toBe(`https://${host}:${lanBackendPort}`);

    const account = newAccount('Lan Player');
    await page.goto('/auth/signup');
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
    await page.getByLabel('Display name').fill(account.displayName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const me = page.locator('.shell-top-bar').getByRole('button', { name: account.displayName });
    await expect(me).toBeVisible();

    // Signed out, then in again with the password (it crosses the network only inside TLS).
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(me).toBeVisible();

    // The character area's list, read from the backend as the signed-in player (a remote on its own port).
    await page.goto('/character');
    await expect(page.getByText('You have no characters yet.')).toBeVisible();
    expect(new URL(page.url()).protocol).toBe('https:');
    expect(insecure).toEqual([]);
    await context.close();
  });
});
