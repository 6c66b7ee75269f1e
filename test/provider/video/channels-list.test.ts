/** GET /video/v3/channels: parts, filters and paging, over HTTP against the real provider. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseChannelListResponse } from '../../../src/shared/wire/video.ts';
import { get, h } from './channels-fixture.ts';

const ALICE = ['UCa1iceTrave1sK7mQ2pX9wZ', 'UCa1iceCooksR4nV8tB3hJ6d', 'UCa1icePianoW2cF5yL1sQ8g'];

test('mine=true lists alice’s three channels with every part in the public shape', async () => {
  const { status, body } = await get('part=snippet,statistics,contentDetails,brandingSettings&mine=true');
  assert.equal(status, 200);
  const list = parseChannelListResponse(body);
  assert.deepEqual(
    list.items.map((c) => c.id),
    ALICE,
  );
  assert.deepEqual(body.pageInfo, { totalResults: 3, resultsPerPage: 5 });
  assert.equal(body.kind, 'video#channelListResponse');
  assert.equal(body.nextPageToken, undefined);
  const first = body.items[0]!;
  assert.equal(typeof first.etag, 'string');
  const thumb = `${h.origin}/video/v3/thumbnails/UCa1iceTrave1sK7mQ2pX9wZ.svg`;
  assert.deepEqual(
    { ...first, etag: 'x' },
    {
      kind: 'video#channel',
      etag: 'x',
      id: 'UCa1iceTrave1sK7mQ2pX9wZ',
      snippet: {
        title: 'Alice Travels',
        description: 'Slow journeys by train and ferry, one country a month.',
        customUrl: '@alicetravels',
        publishedAt: '2019-03-14T09:26:53Z',
        thumbnails: {
          default: { url: `${thumb}?s=88`, width: 88, height: 88 },
          medium: { url: `${thumb}?s=240`, width: 240, height: 240 },
          high: { url: `${thumb}?s=800`, width: 800, height: 800 },
        },
        localized: {
          title: 'Alice Travels',
          description: 'Slow journeys by train and ferry, one country a month.',
        },
        country: 'GB',
      },
      statistics: {
        viewCount: '1284530',
        subscriberCount: '48200',
        hiddenSubscriberCount: false,
        videoCount: '142',
      },
      contentDetails: {
        relatedPlaylists: { likes: 'LLa1iceTrave1sK7mQ2pX9wZ', uploads: 'UUa1iceTrave1sK7mQ2pX9wZ' },
      },
      brandingSettings: {
        channel: {
          title: 'Alice Travels',
          description: 'Slow journeys by train and ferry, one country a month.',
          keywords: 'travel trains "slow travel"',
          country: 'GB',
        },
      },
    },
  );
});

test('part=id gives only kind, etag and id', async () => {
  const { body } = await get('part=id&mine=true');
  assert.deepEqual(Object.keys(body.items[0]!), ['kind', 'etag', 'id']);
});

test('paging: maxResults 2 gives a next page, which gives the rest and a way back', async () => {
  const first = await get('part=id&mine=true&maxResults=2');
  assert.deepEqual(
    first.body.items.map((c) => c.id),
    ALICE.slice(0, 2),
  );
  assert.deepEqual(first.body.pageInfo, { totalResults: 3, resultsPerPage: 2 });
  assert.equal(first.body.prevPageToken, undefined);
  const second = await get(`part=id&mine=true&maxResults=2&pageToken=${first.body.nextPageToken}`);
  assert.deepEqual(
    second.body.items.map((c) => c.id),
    ALICE.slice(2),
  );
  assert.equal(second.body.nextPageToken, undefined);
  const back = await get(`part=id&mine=true&maxResults=2&pageToken=${second.body.prevPageToken}`);
  assert.deepEqual(
    back.body.items.map((c) => c.id),
    ALICE.slice(0, 2),
  );
  const none = await get('part=id&mine=true&maxResults=0');
  assert.deepEqual(none.body.items, []);
  assert.deepEqual(none.body.pageInfo, { totalResults: 3, resultsPerPage: 0 });
});

test('id lists channels in the order given, skipping unknown ids; forHandle finds one by handle', async () => {
  const byId = await get('part=snippet&id=UCexamp1eNewsJ5hG7dK2sW4,nope,UCa1icePianoW2cF5yL1sQ8g');
  assert.deepEqual(
    byId.body.items.map((c) => c.id),
    ['UCexamp1eNewsJ5hG7dK2sW4', 'UCa1icePianoW2cF5yL1sQ8g'],
  );
  const byHandle = await get('part=snippet&forHandle=%40AliceCooks');
  assert.deepEqual(
    byHandle.body.items.map((c) => c.id),
    ['UCa1iceCooksR4nV8tB3hJ6d'],
  );
  const missing = await get('part=snippet&forHandle=nobody');
  assert.deepEqual(missing.body.items, []);
  assert.deepEqual(missing.body.pageInfo, { totalResults: 0, resultsPerPage: 5 });
});
