/**
 * Headers compose.ts adds to every answer (docs/security.md#answers-that-carry-personal-data): no-store on
 * resource answers but the public ones, on any answer to a request with access_token in its query, and
 * nosniff with a CSP that allows nothing on JSON and SVG.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Harness } from './oauth/harness.ts';

let h: Harness;
let token: string;
before(async () => {
  h = await Harness.start();
  token = (await h.signedIn()).access_token;
});
after(() => h.close());

async function headersOf(path: string, init: RequestInit = {}): Promise<Headers> {
  const res = await fetch(h.origin + path, init);
  await res.arrayBuffer();
  return res.headers;
}

const CSP = "default-src 'none'; frame-ancestors 'none'";

test('resource JSON answers, errors included, are no-store, nosniff and under a CSP that allows nothing', async () => {
  for (const [path, init] of [
    ['/video/v3/channels?part=id&mine=true', { headers: { Authorization: `Bearer ${token}` } }],
    ['/video/v3/channels?part=id&mine=true', {}],
    ['/calendar/v3/users/me/calendarList', { headers: { Authorization: `Bearer ${token}` } }],
    ['/books/v1/users/1001/bookshelves', {}],
  ] as const) {
    const headers = await headersOf(path, init);
    assert.equal(headers.get('Cache-Control'), 'no-store', path);
    assert.equal(headers.get('X-Content-Type-Options'), 'nosniff', path);
    assert.equal(headers.get('Content-Security-Policy'), CSP, path);
  }
});

test('access_token in the query stays accepted, and its answers are never stored, public ones included', async () => {
  const res = await fetch(`${h.origin}/video/v3/channels?part=id&mine=true&access_token=${token}`);
  await res.arrayBuffer();
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('Cache-Control'), 'no-store');
  const volumes = await headersOf(`/books/v1/volumes?q=a&access_token=${token}`);
  assert.equal(volumes.get('Cache-Control'), 'no-store');
});

test('public answers asked for without a token keep their own caching; SVGs get nosniff and the CSP', async () => {
  const directory = await headersOf('/explorey/v1/apis');
  assert.equal(directory.get('Cache-Control'), null);
  assert.equal(directory.get('X-Content-Type-Options'), 'nosniff');
  const volumes = await headersOf('/books/v1/volumes?q=a');
  assert.notEqual(volumes.get('Cache-Control'), 'no-store');
  const list = (await (
    await fetch(`${h.origin}/video/v3/channels?part=snippet&mine=true`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { items: { snippet: { thumbnails: { default: { url: string } } } }[] };
  const thumbnail = new URL(list.items[0]?.snippet.thumbnails.default.url ?? '');
  const svg = await headersOf(thumbnail.pathname);
  assert.match(svg.get('Content-Type') ?? '', /^image\/svg\+xml/);
  assert.equal(svg.get('Cache-Control'), 'public, max-age=86400');
  assert.equal(svg.get('X-Content-Type-Options'), 'nosniff');
  assert.match(svg.get('Content-Security-Policy') ?? '', /^default-src 'none';.*frame-ancestors 'none'$/);
});

test('pages keep their own CSP', async () => {
  const headers = await headersOf('/device');
  assert.match(headers.get('Content-Security-Policy') ?? '', /style-src 'sha256-/);
});
