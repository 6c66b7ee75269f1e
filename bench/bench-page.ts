/**
 * A bench page, `bench/pages/<name>.html`, built by Vite in production mode (Lit without its dev checks,
 * for Chromium 68 like the app) into a temporary folder and served over http on a free loopback port.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { build } from 'vite';

const PAGES = resolve(import.meta.dirname, 'pages');

export interface BenchPage {
  /** The page's address. */
  url: string;
  /** Stops the server and deletes the build. */
  close(): Promise<void>;
}

export interface BenchPageOptions {
  /** Keep names readable (a profile's functions); the figures are always taken minified, as shipped. */
  minify?: boolean;
}

export async function serveBenchPage(name: string, options: BenchPageOptions = {}): Promise<BenchPage> {
  const dir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  await build({
    configFile: false,
    root: PAGES,
    base: './',
    logLevel: 'error',
    build: {
      outDir: dir,
      emptyOutDir: true,
      target: 'chrome68',
      minify: options.minify ?? true,
      modulePreload: false,
      rollupOptions: { input: join(PAGES, `${name}.html`) },
    },
  });
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    const file = normalize(join(dir, path === '/' ? `${name}.html` : path));
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const type = extname(file) === '.js' ? 'text/javascript' : 'text/html';
    res.writeHead(200, { 'Content-Type': type }).end(readFileSync(file));
  });
  await new Promise<void>((done) => {
    server.listen(0, '127.0.0.1', () => {
      done();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/${name}.html`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          done();
        });
      }),
  };
}
