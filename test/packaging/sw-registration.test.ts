// index.html registers the service worker only on secure hosted origins: https, or http on loopback for
// testing; never from file:// (packaged TV apps) or a plain-http LAN address. The inline script is run here
// as written, against stand-in locations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';

const html = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');
const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((match) => match[1] ?? '')
  .find((body) => body.includes('serviceWorker.register'));

/** The scripts registered at load on a page at `href`. */
function registrations(href: string): string[] {
  assert.ok(script, 'index.html has an inline script that registers the worker');
  const url = new URL(href);
  const registered: string[] = [];
  const loads: (() => void)[] = [];
  const window = {
    location: { protocol: url.protocol, hostname: url.hostname },
    navigator: {
      serviceWorker: {
        register: (path: string) => {
          registered.push(path);
          return Promise.resolve();
        },
      },
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loads.push(listener);
    },
  };
  runInNewContext(script, { window });
  for (const listener of loads) listener();
  return registered;
}

test('registered on https and on http loopback', () => {
  for (const href of [
    'https://tv.example.net/app/',
    'http://localhost:4173/',
    'http://127.0.0.1:4173/',
    'http://[::1]:4173/',
  ]) {
    assert.deepEqual(registrations(href), ['sw.js'], href);
  }
});

test('never registered from file:// or a plain-http LAN or public address', () => {
  for (const href of [
    'file:///media/developer/apps/usr/palm/applications/com.example.tvsignin/index.html',
    'http://192.168.1.20:8080/',
    'http://tv.example.net/',
    'http://localhost.example.net/',
  ]) {
    assert.deepEqual(registrations(href), [], href);
  }
});
