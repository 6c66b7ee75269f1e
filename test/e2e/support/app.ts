/**
 * The built TV app (dist/) for one spec, configured for that spec's provider: served over http on a free
 * port, or copied to a temporary folder and opened from file:// as a packaged TV app would be.
 * `npm test` builds dist/ before the end-to-end run.
 */
import { createServer } from 'node:http';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { configFor, configScript } from '../../../scripts/config-plugin.ts';

export const DIST = resolve(import.meta.dirname, '../../../dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface ServedApp {
  url: string;
  close(): Promise<void>;
}

function distConfig(providerOrigin: string): Record<string, unknown> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  const base = JSON.parse(readFileSync(join(DIST, 'config.json'), 'utf8')) as Record<string, unknown>;
  return configFor(base, providerOrigin);
}

/**
 * Serves dist/ over http; /config.json names `providerOrigin`'s discovery document, with `mistakes` (fields
 * of config.json written wrong on purpose) over it.
 */
export async function serveApp(
  providerOrigin: string,
  mistakes: Record<string, unknown> = {},
): Promise<ServedApp> {
  const config = JSON.stringify({ ...distConfig(providerOrigin), ...mistakes });
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    if (path === '/config.json') {
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-store' });
      res.end(config);
      return;
    }
    const file = normalize(join(DIST, path === '/' ? 'index.html' : path));
    if (!file.startsWith(DIST) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => {
          done();
        });
      }),
  };
}

/** A copy of dist/ in a temporary folder, configured for `providerOrigin`, opened from file://. */
export function fileApp(providerOrigin: string): ServedApp {
  const config = distConfig(providerOrigin);
  const dir = mkdtempSync(join(tmpdir(), 'tv-app-'));
  cpSync(DIST, dir, { recursive: true });
  writeFileSync(join(dir, 'config.json'), JSON.stringify(config, null, 2));
  writeFileSync(join(dir, 'config.js'), configScript(config));
  return {
    url: pathToFileURL(join(dir, 'index.html')).href,
    close: () => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}
