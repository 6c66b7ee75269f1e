import { test } from 'node:test';
import assert from 'node:assert/strict';
import { booksHarness, TOKENS } from './harness.ts';
import { storedRows } from '../stored-rows.ts';

const h = await booksHarness();

const ODD = [
  '',
  '%',
  '%ZZ',
  '-1',
  '2147483648',
  '1e3',
  '0x10',
  ' 1',
  '１',
  '💥',
  "'; DROP TABLE books_volumes; --",
  'a'.repeat(300),
];

const PATHS = (v: string) => {
  const e = encodeURIComponent(v);
  return [
    `/volumes?q=${e}`,
    `/volumes?q=x&startIndex=${e}`,
    `/volumes?q=x&maxResults=${e}`,
    `/volumes?q=x&orderBy=${e}&projection=${e}&langRestrict=${e}&filter=${e}&printType=${e}`,
    `/volumes/${e}`,
    `/covers/${e}`,
    `/users/${e}/bookshelves`,
    `/users/1001/bookshelves/${e}`,
    `/users/1001/bookshelves/0/volumes?startIndex=${e}`,
    `/mylibrary/bookshelves/${e}`,
    `/mylibrary/bookshelves/0/volumes?maxResults=${e}`,
  ];
};

const POSTS = (v: string) => {
  const e = encodeURIComponent(v);
  return [
    `/mylibrary/bookshelves/${e}/addVolume?volumeId=${e}`,
    `/mylibrary/bookshelves/2/addVolume?volumeId=${e}&reason=${e}`,
    `/mylibrary/bookshelves/2/removeVolume?volumeId=${e}`,
    `/mylibrary/bookshelves/2/moveVolume?volumeId=${e}&volumePosition=${e}`,
    `/mylibrary/bookshelves/${e}/clearVolumes`,
  ];
};

test('no odd input gives a 5xx, and failed changes leave the shelves as they were', async () => {
  const before = await storedRows(h.sql, ['books_shelf_volumes']);
  for (const value of ODD) {
    for (const path of PATHS(value)) {
      const res = await h.request(path, { token: TOKENS.alice });
      assert.ok(res.status < 500, `${path} → ${res.status}`);
    }
    for (const path of POSTS(value)) {
      const res = await h.request(path, { method: 'POST', token: TOKENS.alice });
      assert.ok(res.status >= 400 && res.status < 500, `${path} → ${res.status}`);
    }
  }
  for (const raw of ['/volumes/%E0%A4%A', '/users/%/bookshelves', '/volumes?q=%E0%A4%A']) {
    const res = await h.request(raw);
    assert.ok(res.status < 500, `${raw} → ${res.status}`);
  }
  assert.equal(await storedRows(h.sql, ['books_shelf_volumes']), before);
  assert.equal(await h.sql.prepare('SELECT count(*) FROM books_volumes').value(), 1040);
});

test('CORS preflight of a library change answers 204 before any token check', async () => {
  const res = await h.request('/mylibrary/bookshelves/2/addVolume', {
    method: 'OPTIONS',
    headers: { Origin: 'null', 'Access-Control-Request-Method': 'POST' },
  });
  assert.equal(res.status, 204);
  assert.equal(res.headers.get('Access-Control-Allow-Origin'), 'null');
});
