/**
 * Vite plugin for the runtime configuration (public/config.json):
 * - dev server: when TV_PROVIDER_ORIGIN is set (npm start sets it), /config.json is served with the
 *   discovery address of that provider, so the app always talks to the provider started beside it;
 * - build: also writes config.js, the same object for desktop Chromium opening dist/index.html from
 *   file://, where no page may read a file (the app tries config.json first).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export const PROVIDER_ORIGIN_ENV = 'TV_PROVIDER_ORIGIN';

/** The config object pointed at the provider at `origin` (auth_url and base_url are both its origin). */
export function configFor(base: Record<string, unknown>, origin: string): Record<string, unknown> {
  return { ...base, discovery: `${origin}/.well-known/openid-configuration`, apiBase: origin };
}

/** config.js: sets window.tvAppConfig (read by src/app/config/app-config.ts). */
export function configScript(config: unknown): string {
  return `window.tvAppConfig = ${JSON.stringify(config, null, 2)};\n`;
}

function readPublicConfig(root: string): Record<string, unknown> {
  return JSON.parse(readFileSync(resolve(root, 'public/config.json'), 'utf8')) as Record<string, unknown>;
}

export function appConfigPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'tv-app-config',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      const origin = process.env[PROVIDER_ORIGIN_ENV];
      if (!origin) return;
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/config.json') {
          next();
          return;
        }
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify(configFor(readPublicConfig(root), origin), null, 2));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'config.js', source: configScript(readPublicConfig(root)) });
    },
  };
}
