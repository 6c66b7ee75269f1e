// The hosted app (npm run package:hosted) served on http://localhost, as Android TV wrappers, Xbox and TV
// browsers load it: the service worker installs, the app then starts with the server gone (shell from the
// cache), config.json is asked of the network first, and answers that are not the shell are never kept.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { startTestProvider, type TestProvider } from './support/provider.ts';
import { packageApp } from '../../scripts/package.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

let provider: TestProvider;
let out: string;
let server: Server;
let origin: string;
/** While false, every request to the app's server fails at the network level, as when it is unreachable. */
let online = true;
let configOverride: Record<string, unknown> = {};
const served: string[] = [];

function serveHosted(dir: string): Server {
  return createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    if (!online) {
      req.socket.destroy();
      return;
    }
    served.push(path);
    if (path === '/api/answer') {
      res.writeHead(200, { 'Content-Type': TYPES['.json'] }).end(JSON.stringify({ answer: Date.now() }));
      return;
    }
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    let body: Buffer | string = readFileSync(file);
    if (path === '/config.json') body = JSON.stringify({ ...JSON.parse(body.toString()), ...configOverride });
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  });
}

test.beforeAll(async () => {
  provider = await startTestProvider();
  out = mkdtempSync(join(tmpdir(), 'tv-hosted-'));
  const discovery = `${provider.origin}/.well-known/openid-configuration`;
  const dir = packageApp({ platform: 'hosted', provider: discovery, build: false, outDir: out }, true);
  server = serveHosted(dir);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((done) => {
    server.close(() => {
      done();
    });
  });
  await provider.close();
  rmSync(out, { recursive: true, force: true });
});

test.beforeEach(() => {
  online = true;
  configOverride = {};
  served.length = 0;
});

/** Opens the app and waits until its worker is active and controls the page. */
async function openControlled(page: Page): Promise<void> {
  await page.goto(`${origin}/`);
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toBe(`${origin}/sw.js`);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

test('the worker installs, and the app then starts from the cache with its server gone', async ({ page }) => {
  await openControlled(page);
  await expect(page.getByTestId('user-code')).toHaveText(/^\S+$/);

  online = false;
  const fromNetwork: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && !response.fromServiceWorker()) fromNetwork.push(response.url());
  });
  await page.reload();
  await expect(page.getByTestId('user-code')).toHaveText(/^\S+$/);
  await expect(page.getByTestId('qr').locator('svg path')).toHaveCount(1);
  expect(fromNetwork).toEqual([]);
});

test('config.json comes from the network while it answers, and the last answer when it does not', async ({
  page,
}) => {
  await openControlled(page);
  const readConfig = () => page.evaluate(async () => (await (await fetch('config.json')).json()) as object);

  configOverride = { booksPublicUserId: 'first' };
  expect(await readConfig()).toMatchObject({ booksPublicUserId: 'first' });
  configOverride = { booksPublicUserId: 'second' };
  expect(await readConfig()).toMatchObject({ booksPublicUserId: 'second' });
  expect(served.filter((path) => path === '/config.json').length).toBeGreaterThanOrEqual(2);

  online = false;
  expect(await readConfig()).toMatchObject({ booksPublicUserId: 'second' });
});

test('API answers, the provider’s or the app server’s own, are never cached', async ({ page }) => {
  await openControlled(page);
  const discovery = `${provider.origin}/.well-known/openid-configuration`;
  await page.evaluate(async (url) => {
    await fetch(url);
    await fetch('api/answer');
    await fetch('index.html?fresh=1');
  }, discovery);

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(3);
  expect(cached.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
  expect(cached.filter((url) => url.includes('/api/') || url.includes('?'))).toEqual([]);

  online = false;
  const offlineAnswer = await page.evaluate(() =>
    fetch('api/answer').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(offlineAnswer).toBe('failed');
});
