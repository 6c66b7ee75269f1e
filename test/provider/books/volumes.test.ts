import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Volume, Volumes } from '../../../src/shared/wire/books.ts';
import { BASE, booksHarness, errorOf, json, TOKENS } from './harness.ts';

const h = await booksHarness();
const titles = (body: Volumes) => (body.items ?? []).map((v) => v.volumeInfo.title);
const search = async (query: string) => {
  const res = await h.request(`/volumes?${query}`);
  assert.equal(res.status, 200);
  return json<Volumes>(res);
};
const idOf = async (title: string): Promise<string> =>
  (await h.sql.prepare('SELECT id FROM books_volumes WHERE title = ?').value<string>(title)) ?? '';

test('volumes/<id> answers the volume in the public shape with absolute links', async () => {
  const id = await idOf('Moby-Dick');
  const res = await h.request(`/volumes/${id}`);
  assert.equal(res.status, 200);
  const v = await json<Volume>(res);
  assert.equal(v.kind, 'books#volume');
  assert.equal(v.id, id);
  assert.equal(v.selfLink, `${BASE}/volumes/${id}`);
  assert.match(v.etag, /^[A-Za-z0-9_-]{11}$/);
  assert.deepEqual(
    { ...v.volumeInfo, description: undefined, pageCount: undefined, industryIdentifiers: undefined },
    {
      title: 'Moby-Dick',
      subtitle: 'or, The Whale',
      authors: ['Herman Melville'],
      publisher: 'Lamplight Classics',
      publishedDate: '1851',
      description: undefined,
      industryIdentifiers: undefined,
      pageCount: undefined,
      printType: 'BOOK',
      categories: ['Fiction', 'Sea stories', 'Classics'],
      maturityRating: 'NOT_MATURE',
      imageLinks: {
        smallThumbnail: `${BASE}/covers/${id}.svg?zoom=5`,
        thumbnail: `${BASE}/covers/${id}.svg?zoom=1`,
      },
      language: 'en',
    },
  );
  assert.match(
    v.volumeInfo.description ?? '',
    /^Moby-Dick is a novel by Herman Melville, first published in 1851\./,
  );
  assert.deepEqual(
    v.volumeInfo.industryIdentifiers?.map((i) => i.type),
    ['ISBN_13', 'ISBN_10'],
  );
  assert.equal(v.accessInfo?.publicDomain, true);
  assert.equal(v.saleInfo?.saleability, 'FREE');
});

test('volumes/<id>: projection=lite leaves out description, identifiers, sale and access', async () => {
  const v = await json<Volume>(await h.request(`/volumes/${await idOf('Emma')}?projection=lite`));
  assert.equal(v.volumeInfo.description, undefined);
  assert.equal(v.volumeInfo.industryIdentifiers, undefined);
  assert.equal(v.saleInfo, undefined);
  assert.equal(v.accessInfo, undefined);
  assert.deepEqual(await errorOf(await h.request(`/volumes/${await idOf('Emma')}?projection=tiny`)), {
    status: 400,
    reason: 'invalid',
    code: 400,
  });
});

test('volumes/<id>: unknown id 404, malformed id 400', async () => {
  const res = await h.request('/volumes/AAAAAAAAAAAA');
  assert.equal(res.status, 404);
  assert.deepEqual(await res.json(), {
    error: {
      code: 404,
      message: 'The volume ID could not be found.',
      errors: [{ domain: 'global', reason: 'notFound', message: 'The volume ID could not be found.' }],
      status: 'NOT_FOUND',
    },
  });
  assert.equal((await h.request('/volumes/bad%20id!')).status, 400);
});

test('search needs q: missing or blank is 400 queryRequired', async () => {
  for (const path of ['/volumes', '/volumes?q=', '/volumes?q=%20%20']) {
    const res = await h.request(path);
    assert.equal(res.status, 400);
    const body = await json<{ error: { message: string; errors: { reason: string }[] } }>(res);
    assert.equal(body.error.message, 'Missing query.');
    assert.equal(body.error.errors[0]?.reason, 'queryRequired');
  }
});

test('search matches words in title, authors and description, as prefixes, with accents folded', async () => {
  assert.deepEqual(titles(await search('q=prejudice')), ['Pride and Prejudice']);
  assert.ok(titles(await search('q=prid')).includes('Pride and Prejudice'));
  assert.ok(titles(await search('q=antonia')).includes('My Ántonia'));
  const byAuthor = await search('q=melville&maxResults=40');
  assert.equal(byAuthor.totalItems, 11);
  const byDescription = await search('q=scheherazade');
  assert.deepEqual(titles(byDescription), ['The Book of the Thousand Nights and a Night']);
});

test('search ranks a title match above a description match', async () => {
  const body = await search('q=sherlock');
  assert.equal(titles(body)[0]?.includes('Sherlock'), true);
});

test('intitle:, inauthor:, inpublisher:, subject: and quoted phrases narrow the search', async () => {
  assert.deepEqual(titles(await search('q=intitle:moby+inauthor:melville')), ['Moby-Dick']);
  assert.equal((await search('q=intitle:melville')).totalItems, 0);
  const holmes = await search('q=%22sherlock+holmes%22&maxResults=40');
  assert.deepEqual(titles(holmes).sort(), [
    'The Adventures of Sherlock Holmes',
    'The Memoirs of Sherlock Holmes',
    'The Return of Sherlock Holmes',
  ]);
  const ozByAuthor = await search('q=inauthor:%22frank+baum%22&maxResults=40');
  assert.equal(ozByAuthor.totalItems, 14);
  const plays = await search('q=inpublisher:proscenium+subject:comedy+inauthor:wilde');
  assert.deepEqual(titles(plays).sort(), [
    'A Woman of No Importance',
    'An Ideal Husband',
    "Lady Windermere's Fan",
    'The Importance of Being Earnest',
  ]);
});

test('isbn: finds the one volume by ISBN-13 or ISBN-10, hyphens allowed', async () => {
  const row = (await h.sql
    .prepare("SELECT isbn10, isbn13 FROM books_volumes WHERE title = 'Walden'")
    .get<{ isbn10: string; isbn13: string }>()) ?? { isbn10: '', isbn13: '' };
  const hyphenated = `${row.isbn13.slice(0, 3)}-${row.isbn13.slice(3)}`;
  assert.deepEqual(titles(await search(`q=isbn:${hyphenated}`)), ['Walden']);
  assert.deepEqual(titles(await search(`q=isbn:${row.isbn10}`)), ['Walden']);
  assert.equal((await search('q=isbn:0000000000')).totalItems, 0);
});

test('a leading minus excludes; lccn: matches nothing here', async () => {
  const all = await search('q=inauthor:doyle&maxResults=40');
  const without = await search('q=inauthor:doyle+-holmes&maxResults=40');
  assert.equal(without.totalItems, all.totalItems - 3);
  assert.equal((await search('q=lccn:123+pride')).totalItems, 0);
});

test('a search that matches nothing has totalItems 0 and no items', async () => {
  assert.deepEqual(await search('q=zzyzx'), { kind: 'books#volumes', totalItems: 0 });
});

test('paging: startIndex and maxResults walk the same ordered results', async () => {
  const all = await search('q=inauthor:dickens&maxResults=40');
  assert.equal(all.totalItems, 18);
  const first = await search('q=inauthor:dickens&maxResults=5');
  const second = await search('q=inauthor:dickens&maxResults=5&startIndex=5');
  assert.deepEqual([...titles(first), ...titles(second)], titles(all).slice(0, 10));
  assert.equal((await search('q=inauthor:dickens')).items?.length, 10);
  assert.deepEqual(await search('q=inauthor:dickens&maxResults=0'), {
    kind: 'books#volumes',
    totalItems: 18,
  });
  assert.deepEqual(await search('q=inauthor:dickens&startIndex=18'), {
    kind: 'books#volumes',
    totalItems: 18,
  });
});

test('paging parameters are checked like the public API: maxResults 0-40, startIndex 0 and up', async () => {
  for (const query of [
    'maxResults=41',
    'maxResults=-1',
    'maxResults=ten',
    'startIndex=-1',
    'startIndex=1.5',
  ]) {
    const res = await h.request(`/volumes?q=pride&${query}`);
    assert.deepEqual(await errorOf(res), { status: 400, reason: 'invalid', code: 400 }, query);
  }
  const res = await h.request('/volumes?q=pride&maxResults=41');
  const body = await json<{ error: { message: string } }>(res);
  assert.equal(
    body.error.message,
    "Invalid value '41' for maxResults. Values must be within the range: [0, 40]",
  );
});

test('orderBy=newest sorts by year, newest first; bad orderBy is 400', async () => {
  const body = await search('q=inauthor:austen&orderBy=newest');
  assert.deepEqual(
    body.items?.map((v) => v.volumeInfo.publishedDate),
    ['1871', '1817', '1817', '1815', '1814', '1813', '1811'],
  );
  assert.equal((await h.request('/volumes?q=austen&orderBy=oldest')).status, 400);
});

test('langRestrict, printType and filter: English public-domain books only', async () => {
  assert.equal((await search('q=austen&langRestrict=en')).totalItems, 7);
  assert.equal((await search('q=austen&langRestrict=fr')).totalItems, 0);
  assert.equal((await search('q=austen&printType=magazines')).totalItems, 0);
  assert.equal((await search('q=austen&filter=free-ebooks')).totalItems, 7);
  assert.equal((await search('q=austen&filter=paid-ebooks')).totalItems, 0);
  assert.equal((await h.request('/volumes?q=austen&langRestrict=english')).status, 400);
  assert.equal((await h.request('/volumes?q=austen&filter=cheap')).status, 400);
});

test('a key parameter is accepted and ignored; a valid token is accepted; a bad token is 401', async () => {
  assert.equal((await search('q=austen&key=anything')).totalItems, 7);
  assert.equal((await h.request('/volumes?q=austen', { token: TOKENS.aliceNoBooks })).status, 200);
  const res = await h.request('/volumes?q=austen', { token: 'expired-or-made-up' });
  assert.equal(res.status, 401);
  assert.match(res.headers.get('WWW-Authenticate') ?? '', /^Bearer /);
});

test('an over-long query is 400, and hostile text is just words', async () => {
  assert.equal((await h.request(`/volumes?q=${'a'.repeat(2049)}`)).status, 400);
  const res = await h.request(`/volumes?q=${encodeURIComponent('") OR 1=1 -- NEAR( *')}`);
  assert.equal(res.status, 200);
});

test('covers: an SVG without a token, cacheable, with the title; 304 on a matching ETag; 404 otherwise', async () => {
  const id = await idOf('Dracula');
  const res = await h.request(`/covers/${id}.svg?zoom=1`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('Content-Type'), 'image/svg+xml; charset=utf-8');
  assert.equal(res.headers.get('Cache-Control'), 'public, max-age=86400');
  const svg = await res.text();
  assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.match(svg, />Dracula</);
  assert.match(svg, /Bram Stoker/);
  const etag = res.headers.get('ETag') ?? '';
  const again = await h.request(`/covers/${id}.svg`, { headers: { 'If-None-Match': etag } });
  assert.equal(again.status, 304);
  assert.equal((await h.request('/covers/AAAAAAAAAAAA.svg')).status, 404);
  assert.equal((await h.request(`/covers/${id}.png`)).status, 404);
});

test('covers escape markup in titles', async () => {
  const { coverSvg } = await import('../../../src/provider/apis/books/services/covers.ts');
  const svg = coverSvg({ id: 'x', title: 'A <b>&</b> "B"', authors: JSON.stringify(["O'Brien"]) });
  assert.doesNotMatch(svg, /<b>/);
  assert.match(svg, /&#60;b&#62;&#38;&#60;\/b&#62;/);
});

test('CORS: any origin may read the API', async () => {
  const res = await h.request('/volumes?q=austen', { headers: { Origin: 'null' } });
  assert.equal(res.headers.get('Access-Control-Allow-Origin'), 'null');
});
