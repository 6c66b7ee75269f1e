/**
 * The floor the sign-in screen is measured against: a bare HTML page that makes the app's three requests
 * (config.json, the discovery document, the device code) and writes the code into the DOM. No framework,
 * no styles: nothing can paint a code sooner over the same network.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const FLOOR_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>floor</title></head><body>
<p id="code"></p><script>
function json(r) { return r.json(); }
fetch('config.json', { cache: 'no-store' }).then(json).then(function (c) {
  return fetch(c.discovery, { headers: { Accept: 'application/json' } }).then(json).then(function (d) {
    return fetch(d.device_authorization_endpoint, { method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: 'client_id=' + encodeURIComponent(c.clientId) + '&scope=' + encodeURIComponent(c.scopes.join(' ')) });
  });
}).then(json).then(function (code) {
  var el = document.getElementById('code');
  el.setAttribute('data-testid', 'user-code');
  el.textContent = code.user_code;
});
</script></body></html>`;

export interface FloorPage {
  url: string;
  close(): Promise<void>;
}

/** Serves the floor page and `config` as /config.json on loopback, as the app's own server does. */
export async function serveFloorPage(config: unknown): Promise<FloorPage> {
  const body = JSON.stringify(config);
  const server = createServer((req, res) => {
    if ((req.url ?? '/').startsWith('/config.json')) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(body);
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(FLOOR_HTML);
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
