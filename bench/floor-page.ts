/**
 * The floors the sign-in screen is measured against (docs/app.md, "Budgets"): pages without the app that
 * make the app's three requests (config.json, the discovery document, the device code) and write what came
 * into the DOM. The bare floor writes the code into an empty paragraph: no framework, no styles, nothing can
 * paint a code sooner over the same network. The screen floor (screen-floor-page.ts) is this page with the
 * sign-in screen's own markup and styles around the code.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The page's script: the three requests in a row, then `write`, the body of a function of the device-code
 * answer (`code`). ES5, as the app's early boot.
 */
export function floorScript(write: string): string {
  return `<script>
function json(r) { return r.json(); }
fetch('config.json', { cache: 'no-store' }).then(json).then(function (c) {
  return fetch(c.discovery, { headers: { Accept: 'application/json' } }).then(json).then(function (d) {
    return fetch(d.device_authorization_endpoint, { method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: 'client_id=' + encodeURIComponent(c.clientId) + '&scope=' + encodeURIComponent(c.scopes.join(' ')) });
  });
}).then(json).then(function (code) {
${write}
});
</script>`;
}

const FLOOR_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>floor</title></head><body>
<p id="code"></p>${floorScript(`  var el = document.getElementById('code');
  el.setAttribute('data-testid', 'user-code');
  el.textContent = code.user_code;`)}</body></html>`;

export interface FloorPage {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a floor page (the bare floor unless `html` is given), `config` as /config.json on loopback, as
 * the app's own server does, and `scripts`, by path, as JavaScript.
 */
export async function serveFloorPage(
  config: unknown,
  html = FLOOR_HTML,
  scripts: Record<string, string> = {},
): Promise<FloorPage> {
  const body = JSON.stringify(config);
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(body);
      return;
    }
    const script = scripts[path];
    if (script !== undefined) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(script);
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => {
          done();
        });
      }),
  };
}
