/**
 * readForm read straight from Node's request stream (when nothing else has wrapped it) gives what the
 * fetch Request would: the same parameters, UTF-8 decoded alike, the same refusals.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { readForm } from '../../../src/provider/http/form.ts';

let server: ServerType;
let origin: string;

before(async () => {
  const app = new Hono();
  // /direct: nothing reads the body before readForm. /wrapped: a body limit reads a chunked body first
  // (through the fetch Request's stream), as the server's does, so readForm must take the usual way.
  app.post('/direct', async (c) => c.json(await formAnswer(c)));
  app.post('/wrapped', bodyLimit({ maxSize: 1024 * 1024 }), async (c) => c.json(await formAnswer(c)));
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => {
      resolve(s);
    });
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => {
  server.close();
});

async function formAnswer(c: Parameters<typeof readForm>[0]): Promise<unknown> {
  const form = await readForm(c);
  return form.ok ? [...form.params] : { problem: form.problem };
}

/** Posts `body`; to /wrapped as a stream, so it goes chunked, without a Content-Length. */
async function post(path: string, body: string | Uint8Array<ArrayBuffer>, type?: string): Promise<unknown> {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const chunked = path === '/wrapped';
  const res = await fetch(origin + path, {
    method: 'POST',
    headers: type === undefined ? {} : { 'Content-Type': type },
    body: chunked ? new Blob([bytes]).stream() : bytes,
    // A stream body needs duplex 'half' (the fetch standard).
    ...(chunked ? { duplex: 'half' } : {}),
  });
  return res.json();
}

const FORM = 'application/x-www-form-urlencoded';

test('the direct read and the fetch Request read give the same answers', async () => {
  const bodies: [string | Uint8Array<ArrayBuffer>, string | undefined][] = [
    ['grant_type=refresh_token&refresh_token=abc&client_id=demo-tv', FORM],
    ['', FORM],
    ['a=1&a=2', FORM],
    ['a=b', 'text/plain'],
    // A byte-order mark, an invalid UTF-8 byte and a multi-byte character.
    [new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0x3d, 0xff, 0x26, 0x62, 0x3d, 0xc3, 0xa9]), FORM],
    [`big=${'x'.repeat(300_000)}&after=1`, `${FORM}; charset=utf-8`],
  ];
  for (const [body, type] of bodies) {
    const direct = await post('/direct', body, type);
    const wrapped = await post('/wrapped', body, type);
    assert.deepEqual(direct, wrapped, typeof body === 'string' ? body.slice(0, 40) : 'bytes');
  }
  assert.deepEqual(await post('/direct', 'a=%C3%A9&b=+x', FORM), [
    ['a', 'é'],
    ['b', ' x'],
  ]);
  assert.deepEqual(await post('/direct', 'a=1&a=2', FORM), {
    problem: 'The parameter a appears more than once.',
  });
});
