import { expect } from '@open-wc/testing';
import type { Session } from '../../../src/app/auth/session.ts';
import { ApiProblem } from '../../../src/app/api/api-problem.ts';
import { listMyChannels } from '../../../src/app/api/video.ts';
import { FakeFetch, type Answer } from '../support/fake-fetch.ts';

const API = 'http://provider.test';

const list = (extra: Record<string, unknown> = {}) => ({
  kind: 'video#channelListResponse',
  etag: 'x',
  pageInfo: { totalResults: 7, resultsPerPage: 5 },
  items: [{ kind: 'video#channel', etag: 'e', id: 'UC1' }],
  ...extra,
});

function sessionOver(answer: Answer): { session: Session; fake: FakeFetch } {
  const fake = new FakeFetch(() => answer);
  return { session: { fetch: fake.fetch } as unknown as Session, fake };
}

describe('video API: listMyChannels', () => {
  it('asks for snippet, statistics and brandingSettings of mine, a page at a time', async () => {
    const { session, fake } = sessionOver({ status: 200, body: list({ nextPageToken: 'CAUQAA' }) });
    const page = await listMyChannels(session, API, { maxResults: 24 });
    const first = new URL(fake.seen[0]!.url);
    expect(first.origin + first.pathname).to.equal(`${API}/video/v3/channels`);
    expect(Object.fromEntries(first.searchParams)).to.deep.equal({
      part: 'snippet,statistics,brandingSettings',
      mine: 'true',
      maxResults: '24',
    });
    expect(page).to.deep.equal({
      channels: [{ kind: 'video#channel', etag: 'e', id: 'UC1' }],
      total: 7,
      nextPageToken: 'CAUQAA',
    });
    await listMyChannels(session, API, { pageToken: 'CAUQAA', maxResults: 500 });
    const second = new URL(fake.seen[1]!.url).searchParams;
    expect(second.get('pageToken')).to.equal('CAUQAA');
    expect(second.get('maxResults')).to.equal('50');
  });

  it('a next page token equal to the one just used ends the paging instead of looping', async () => {
    const { session } = sessionOver({ status: 200, body: list({ nextPageToken: 'same' }) });
    const page = await listMyChannels(session, API, { pageToken: 'same' });
    expect(page.nextPageToken).to.equal(undefined);
  });

  it('an answer of the wrong shape becomes words', async () => {
    const { session } = sessionOver({ status: 200, body: { kind: 'something#else' } });
    const err = await listMyChannels(session, API).catch((e: unknown) => e);
    expect(err).to.be.instanceOf(ApiProblem);
    expect((err as ApiProblem).message).to.equal('The channel list could not be understood.');
  });

  it('a refusal becomes words with a next step', async () => {
    const { session } = sessionOver({ status: 403, body: { error: { code: 403, message: 'no' } } });
    const err = (await listMyChannels(session, API).catch((e: unknown) => e)) as ApiProblem;
    expect([err.message, err.next]).to.deep.equal([
      'This account did not allow the app to see this.',
      'Sign out and sign in again to allow it.',
    ]);
  });
});
