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

/** A page at `href` that has loaded; `defined` settles when the app's element is defined. */
function loadedPage(href: string, defined: Promise<void>): { registered: string[]; awaited: string[] } {
  assert.ok(script, 'index.html has an inline script that registers the worker');
  const url = new URL(href);
  const registered: string[] = [];
  const awaited: string[] = [];
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
    customElements: {
      whenDefined: (name: string) => {
        awaited.push(name);
        return defined;
      },
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loads.push(listener);
    },
  };
  runInNewContext(script, { window });
  for (const listener of loads) listener();
  return { registered, awaited };
}

/** The scripts registered on a page at `href` once it has loaded and the app has started. */
async function registrations(href: string): Promise<string[]> {
  const page = loadedPage(href, Promise.resolve());
  await new Promise((done) => setImmediate(done));
  return page.registered;
}

test('registered on https and on http loopback', async () => {
  for (const href of [
    'https://tv.example.net/app/',
    'http://localhost:4173/',
    'http://127.0.0.1:4173/',
    'http://[::1]:4173/',
  ]) {
    assert.deepEqual(await registrations(href), ['sw.js'], href);
  }
});

test('registered only once the app has started, not at the load event alone', async () => {
  let define = (): void => undefined;
  const page = loadedPage('https://tv.example.net/app/', new Promise((done) => (define = done)));
  await new Promise((done) => setImmediate(done));
  // The app's scripts may still be held back for the early boot (docs/app.md, "Early boot").
  assert.deepEqual(page.awaited, ['tv-app']);
  assert.deepEqual(page.registered, []);
  define();
  await new Promise((done) => setImmediate(done));
  assert.deepEqual(page.registered, ['sw.js']);
});

test('never registered from file:// or a plain-http LAN or public address', async () => {
  for (const href of [
    'file:///media/developer/apps/usr/palm/applications/com.example.tvsignin/index.html',
    'http://192.168.1.20:8080/',
    'http://tv.example.net/',
    'http://localhost.example.net/',
  ]) {
    assert.deepEqual(await registrations(href), [], href);
  }
});
