import { expect } from '@open-wc/testing';
import { ApiError, problemWords } from '../../../src/app/api/api-error.ts';
import { VideoClient } from '../../../src/app/api/video-client.ts';
import { FakeFetch, type Answer } from '../support/fake-fetch.ts';

const API = 'http://provider.test';

const list = (extra: Record<string, unknown> = {}) => ({
  kind: 'video#channelListResponse',
  etag: 'x',
  pageInfo: { totalResults: 7, resultsPerPage: 5 },
  items: [{ kind: 'video#channel', etag: 'e', id: 'UC1' }],
  ...extra,
});

function clientOver(answer: Answer): { client: VideoClient; fake: FakeFetch } {
  const fake = new FakeFetch(() => answer);
  return { client: new VideoClient({ fetch: (url, init) => fake.fetch(url, init) }, API), fake };
}

describe('video API: VideoClient.myChannels', () => {
  it('asks for snippet, statistics and brandingSettings of mine, a page at a time', async () => {
    const { client, fake } = clientOver({ status: 200, body: list({ nextPageToken: 'CAUQAA' }) });
    const page = await client.myChannels({ maxResults: 24 });
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
    await client.myChannels({ pageToken: 'CAUQAA', maxResults: 500 });
    const second = new URL(fake.seen[1]!.url).searchParams;
    expect(second.get('pageToken')).to.equal('CAUQAA');
    expect(second.get('maxResults')).to.equal('50');
  });

  it('a next page token equal to the one just used ends the paging instead of looping', async () => {
    const { client } = clientOver({ status: 200, body: list({ nextPageToken: 'same' }) });
    const page = await client.myChannels({ pageToken: 'same' });
    expect(page.nextPageToken).to.equal(undefined);
  });

  it('an answer of the wrong shape becomes words', async () => {
    const { client } = clientOver({ status: 200, body: { kind: 'something#else' } });
    const err = await client.myChannels().catch((e: unknown) => e);
    expect(err).to.be.instanceOf(ApiError);
    expect((err as ApiError).kind).to.equal('wire');
    expect(problemWords(err).message).to.equal('The channel list could not be understood.');
  });

  it('a refusal becomes words with a next step', async () => {
    const { client } = clientOver({ status: 403, body: { error: { code: 403, message: 'no' } } });
    const err = await client.myChannels().catch((e: unknown) => e);
    const words = problemWords(err);
    expect([words.message, words.next]).to.deep.equal([
      'This account has no access to the channel list.',
      'Use an account that has access (Settings, Add an account), or ask whoever owns it to share it.',
    ]);
  });
});
