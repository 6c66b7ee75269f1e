/**
 * A claim whose answer is lost, through the HAProxy configuration compose.yaml ships (deploy/haproxy.cfg;
 * docs/provider.md#polling): the replica that carries the claim commits it and then closes without
 * answering, as one killed at that moment does. HAProxy sends the request again, with the X-Request-Id it
 * set, to the other replica, and the TV gets tokens; the ones the first replica issued never work. Both
 * "replicas" here are relays in front of one provider, so the test needs HAProxy but not PostgreSQL.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { DEVICE_CODE_GRANT_TYPE } from '../../../src/shared/wire/oauth.ts';
import { Harness, TV } from '../oauth/harness.ts';
import { freePort } from './fleet.ts';
import { Haproxy, haproxyInstalled } from './haproxy.ts';

const SKIP = haproxyInstalled() ? false : 'HAProxy is not installed (apt-get install -y haproxy)';

interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** What the relays saw: the claim whose answer was dropped, and the request id of each /token request. */
interface Seen {
  dropped?: { requestId: string; tokens: Tokens };
  tokenRequests: { by: string; requestId: string }[];
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A replica as HAProxy sees it: passes each request to the provider, and answers it, except the first
 * claim (a 200 from /token), which it lets the provider commit and then drops, closing the connection.
 */
function relay(name: string, provider: string, seen: Seen): Server {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const body = await readBody(req);
      const requestId = req.headers['x-request-id'];
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'x-request-id', 'x-forwarded-for']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await fetch(provider + (req.url ?? '/'), {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(body),
      });
      const text = await answer.text();
      if (req.url === '/token' && typeof requestId === 'string') {
        seen.tokenRequests.push({ by: name, requestId });
        if (answer.status === 200 && seen.dropped === undefined) {
          seen.dropped = { requestId, tokens: JSON.parse(text) as Tokens };
          req.socket.destroy();
          return;
        }
      }
      res.writeHead(answer.status, { 'Content-Type': answer.headers.get('Content-Type') ?? 'text/plain' });
      res.end(text);
    })();
  });
}

const listen = (server: Server, port: number): Promise<void> =>
  new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));

test(
  'a claim committed by a replica that closes without answering reaches the TV through HAProxy’s replay',
  { skip: SKIP, timeout: 60_000 },
  async () => {
    const h = await Harness.start({ trustProxy: ['127.0.0.1'] });
    const seen: Seen = { tokenRequests: [] };
    const [front = 0, stats = 0, portA = 0, portB = 0] = await Promise.all([1, 2, 3, 4].map(freePort));
    const relays = [relay('A', h.origin, seen), relay('B', h.origin, seen)];
    await Promise.all([listen(relays[0] as Server, portA), listen(relays[1] as Server, portB)]);
    const haproxy = await Haproxy.start(front, stats, [
      { name: 'A', port: portA },
      { name: 'B', port: portB },
    ]);
    try {
      await haproxy.until('A', 'UP');
      await haproxy.until('B', 'UP');
      const code = await h.requestCode();
      assert.equal((await h.browser().approve(code.user_code)).status, 303);
      h.wait(code.interval);
      const claim = await fetch(`${haproxy.origin}/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          ...TV,
          device_code: code.device_code,
          grant_type: DEVICE_CODE_GRANT_TYPE,
        }),
      });
      const heard = (await claim.json()) as Tokens;
      assert.equal(claim.status, 200, JSON.stringify(heard));
      const { dropped } = seen;
      assert.ok(dropped !== undefined, 'one relay dropped the first claim');
      // The request went to both relays, once each, with the one id HAProxy set.
      assert.deepEqual(
        seen.tokenRequests.map((r) => r.requestId),
        [dropped.requestId, dropped.requestId],
      );
      assert.deepEqual(new Set(seen.tokenRequests.map((r) => r.by)).size, 2);
      assert.notEqual(heard.refresh_token, dropped.tokens.refresh_token);
      assert.equal(await h.resourceStatus(dropped.tokens.access_token), 401);
      assert.equal((await h.refresh(dropped.tokens.refresh_token)).status, 400);
      assert.equal(await h.resourceStatus(heard.access_token), 200);
      assert.equal((await h.refresh(heard.refresh_token)).status, 200);
    } finally {
      await haproxy.stop();
      for (const server of relays) server.close();
      await h.close();
    }
  },
);
