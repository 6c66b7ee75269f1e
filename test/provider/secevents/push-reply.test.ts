/**
 * A push receiver that refuses a SET chooses how long its answer is; the provider reads at most 4 KB of it
 * (docs/security.md#connections), so an answer that never ends is neither held in memory nor waited for.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pushSet } from '../../../src/provider/secevents/services/push.ts';
import { MAX_REPLY_BYTES } from '../../../src/provider/http/reply-text.ts';

const REFUSAL = JSON.stringify({ err: 'invalid_request', description: 'the SET is not wanted here' });

let server: Server;
let origin = '';
/** Settles with the bytes the endless refusal had written when the provider closed its connection. */
let endlessClosed: Promise<number>;

/** What the endless answer writes before it waits: far past 4 KB, and a bounded test whatever happens. */
const ENDLESS_BYTES = 1024 * 1024;

/**
 * Writes spaces after the JSON body, then keeps the answer open without ending it: an answer with no end.
 * Read whole, it would be waited for until the push's timeout.
 */
function endless(res: ServerResponse): Promise<number> {
  let sent = REFUSAL.length;
  const chunk = Buffer.alloc(1024, ' ');
  const more = (): void => {
    while (!res.destroyed && sent < ENDLESS_BYTES && res.write(chunk)) sent += chunk.length;
    if (!res.destroyed && sent < ENDLESS_BYTES) res.once('drain', more);
  };
  res.write(REFUSAL);
  more();
  return new Promise((resolve) =>
    res.once('close', () => {
      resolve(sent);
    }),
  );
}

before(async () => {
  server = createServer((req, res) => {
    req.resume();
    res.writeHead(400, { 'Content-Type': 'application/json' });
    if (req.url === '/endless') {
      endlessClosed = endless(res);
      return;
    }
    // Valid JSON only when read whole: its description alone is longer than what the provider reads.
    res.end(JSON.stringify({ err: 'invalid_request', description: 'x'.repeat(MAX_REPLY_BYTES) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('a refusal whose body never ends is read to 4 KB, worded, and its connection closed', async () => {
  const reason = await pushSet(`${origin}/endless`, 'a.b.c', [origin]);
  assert.equal(reason, 'HTTP 400 invalid_request: the SET is not wanted here');
  // It ended because the provider closed it, not because the answer did.
  assert.ok((await endlessClosed) > MAX_REPLY_BYTES);
});

test('a refusal longer than 4 KB gives its status alone: the rest is never read', async () => {
  assert.equal(await pushSet(`${origin}/long`, 'a.b.c', [origin]), 'HTTP 400');
});
