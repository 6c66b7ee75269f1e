import { expect } from '@open-wc/testing';
import { ApiError } from '../../../src/app/api/api-error.ts';
import { BooksClient } from '../../../src/app/api/books-client.ts';
import { CalendarClient } from '../../../src/app/api/calendar-client.ts';
import { SessionError } from '../../../src/app/auth/session.ts';
import { FakeFetch, type Answer } from '../support/fake-fetch.ts';

const API = 'http://provider.test';

function over(answer: (url: string) => Answer | Promise<Answer>) {
  const fake = new FakeFetch((r) => answer(r.url));
  const session = { fetch: (url: string, init?: RequestInit) => fake.fetch(url, init) };
  return { fake, books: new BooksClient(session, API), calendar: new CalendarClient(session, API) };
}

const caught = (p: Promise<unknown>): Promise<ApiError> =>
  p.then(
    () => expect.fail('expected a failure'),
    (e: unknown) => e as ApiError,
  );

const googleError = (code: number, reason: string, message = 'no') => ({
  status: code,
  body: { error: { code, message, errors: [{ domain: 'global', reason, message }] } },
});

describe('ApiClient (through the per-API clients)', () => {
  it('builds the address from the API base, the path and the query; asks for JSON', async () => {
    const { fake, books } = over(() => ({ status: 200, body: { kind: 'books#volumes', totalItems: 0 } }));
    const page = await books.search('walden pond', 0, 10);
    expect(page).to.deep.equal({ totalItems: 0, items: [] });
    const url = new URL(fake.seen[0]!.url);
    expect(url.origin + url.pathname).to.equal(`${API}/books/v1/volumes`);
    expect(url.searchParams.get('q')).to.equal('walden pond');
    expect(fake.seen[0]!.headers.get('Accept')).to.equal('application/json');
  });

  it('403 insufficientPermissions is scope-not-granted, with the status, reason and message', async () => {
    const { calendar } = over(() =>
      googleError(403, 'insufficientPermissions', 'Request had insufficient authentication scopes.'),
    );
    const err = await caught(calendar.colors());
    expect(err).to.be.instanceOf(ApiError);
    expect([err.kind, err.status, err.reason, err.message]).to.deep.equal([
      'scopeNotGranted',
      403,
      'insufficientPermissions',
      'Request had insufficient authentication scopes.',
    ]);
  });

  it('sorts other failures into the kinds the views act on', async () => {
    const kinds: [Answer, string][] = [
      [googleError(403, 'quotaExceeded'), 'quota'],
      [googleError(403, 'forbidden'), 'forbidden'],
      [googleError(403, 'permissionDenied'), 'forbidden'],
      [googleError(403, 'domainPolicy'), 'adminPolicy'],
      [googleError(404, 'notFound'), 'notFound'],
      [{ status: 503, body: { error: { code: 503 } } }, 'unavailable'],
      [{ status: 400 }, 'refused'],
      [{ status: 200, body: { items: [{ summary: 'no id' }] } }, 'wire'],
    ];
    for (const [answer, kind] of kinds) {
      const { calendar } = over(() => answer);
      expect((await caught(calendar.calendars())).kind, kind).to.equal(kind);
    }
  });

  it('an answer that fails its decoder names the field', async () => {
    const { calendar } = over(() => ({ status: 200, body: { items: [{ summary: 'no id' }] } }));
    const err = await caught(calendar.calendars());
    expect(err.message).to.equal('items[0].id is required');
    expect(err.details.subject).to.equal('your list of calendars');
  });

  it('a session that cannot reach the service is a network failure; an abort stays an abort', async () => {
    const offline = new CalendarClient(
      { fetch: () => Promise.reject(new SessionError('offline', 'x')) },
      API,
    );
    expect((await caught(offline.colors())).kind).to.equal('network');
    const controller = new AbortController();
    const aborting = new CalendarClient(
      {
        fetch: () => {
          controller.abort();
          return Promise.reject(new SessionError('offline', 'x'));
        },
      },
      API,
    );
    const err: unknown = await aborting.colors(controller.signal).catch((e: unknown) => e);
    expect(err).not.to.be.instanceOf(ApiError);
    expect((err as DOMException).name).to.equal('AbortError');
  });

  it('follows nextPageToken until the last page', async () => {
    const { fake, calendar } = over((url) =>
      url.includes('pageToken=p2')
        ? { status: 200, body: { items: [{ id: 'b' }] } }
        : { status: 200, body: { items: [{ id: 'a' }], nextPageToken: 'p2' } },
    );
    const list = await calendar.calendars();
    expect(list.map((c) => c.id)).to.deep.equal(['a', 'b']);
    expect(fake.seen.length).to.equal(2);
  });
});
