/**
 * The video data API v3's channels list through Google's generated client (googleapis 178), as the TV's
 * channels view reads it: the signed-in person's channels, ids and a handle.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { youtube, type youtube_v3 } from 'googleapis/build/src/apis/youtube/index.js';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { ClientHarness } from './harness.ts';

describe('the video channels list through the generated client', () => {
  let h: ClientHarness;
  let api: youtube_v3.Youtube;
  before(async () => {
    h = await ClientHarness.start([SCOPES.videoReadonly]);
    api = youtube({ version: 'v3', ...h.options });
  });
  after(() => h.close());

  test("the person's own channels, paged, then read again by id and by handle", async () => {
    const mine = await api.channels.list({ part: ['snippet', 'statistics'], mine: true, maxResults: 2 });
    assert.equal(mine.data.pageInfo?.totalResults, 3);
    assert.equal(mine.data.items?.length, 2);
    const first = mine.data.items[0];
    assert.ok(first?.snippet?.title);
    assert.match(first.statistics?.subscriberCount ?? '', /^\d+$/);
    const rest = await api.channels.list({
      part: ['id'],
      mine: true,
      pageToken: mine.data.nextPageToken ?? '',
    });
    assert.equal(rest.data.items?.length, 1);

    const byId = await api.channels.list({ part: ['snippet'], id: [first.id ?? ''] });
    assert.equal(byId.data.items?.[0]?.snippet?.title, first.snippet.title);
    const handle = first.snippet.customUrl ?? '';
    const byHandle = await api.channels.list({ part: ['id'], forHandle: handle });
    assert.equal(byHandle.data.items?.[0]?.id, first.id);
  });

  test('the client made every call above', () => {
    assert.equal(h.calls.length, 4);
  });
});
