// What each view keeps across restarts is read back through its decoder (docs/app.md#fresh-data): a value
// as the view wrote it, after IndexedDB's structured clone, comes back the same; a damaged one is refused.
import { expect } from '@open-wc/testing';
import type { Decoder } from '#shared/wire/decode.ts';
import type { Bookshelf } from '#shared/wire/books.ts';
import { channelPage } from '../../../src/app/api/video-client.ts';
import { loadedBoard } from '../../../src/app/views/ads/ads-kept.ts';
import { loadBoard } from '../../../src/app/views/ads/ads-data.ts';
import { keptLibrary } from '../../../src/app/views/books/books-fresh.ts';
import { keptAgenda } from '../../../src/app/views/calendar/agenda-fresh.ts';
import { buildAgenda } from '../../../src/app/views/calendar/agenda.ts';
import { fitnessData, type FitnessData } from '../../../src/app/views/fitness/fitness-data.ts';
import { fakeAds } from '../ads/ads-fakes.ts';
import { BERLIN, NOW, event } from '../calendar/fake-source.ts';
import { channel } from '../channels/fake-channels.ts';
import { testVolume } from '../support/volumes.ts';

/** As IndexedDB hands a kept value back. */
const clone = <T>(value: T): T => structuredClone(value);

function readsBack<T>(decode: Decoder<T>, kept: T): void {
  expect(decode(clone(kept), 'kept')).to.deep.equal(kept);
}

const shelf: Bookshelf = {
  kind: 'books#bookshelf',
  id: 0,
  selfLink: '',
  title: 'Favorites',
  access: 'PRIVATE',
  updated: '',
  created: '',
  volumeCount: 2,
  volumesLastUpdated: '',
};

describe('kept views read back', () => {
  it('channels: the first page, its token and total', () => {
    readsBack(channelPage, { channels: [channel(1), channel(2)], nextPageToken: 't2', total: 30 });
    expect(() => channelPage({ channels: [{ id: 'UC1' }], total: 1 }, 'kept')).to.throw('kept.channels[0]');
  });

  it('books: each shelf and its covers, null where a page had not arrived', () => {
    readsBack(keptLibrary, { shelves: [{ shelf, items: [testVolume(1), null] }] });
    expect(() => keptLibrary({ shelves: [{ shelf: { id: 0 }, items: [] }] }, 'kept')).to.throw();
  });

  it('calendar: the rows with their events', () => {
    const item = { event: event('e1', 'Standup', NOW), calendarId: 'c', calendarName: 'Work', color: '#a00' };
    const rows = buildAgenda([item], BERLIN, NOW, '2026-01-15', '2026-01-16');
    expect(rows).to.have.length(1);
    readsBack(keptAgenda, { rows });
    expect(() => keptAgenda({ rows: [{ key: 'k', item: {} }] }, 'kept')).to.throw();
  });

  it('fitness: days, metrics, sessions and distances by session', () => {
    const data: FitnessData = {
      days: [{ startMs: NOW, endMs: NOW + 86_400_000, totals: { 'com.google.step_count.delta': 812 } }],
      readable: ['steps', 'distance'],
      sessions: [
        {
          id: 's1',
          name: 'Run',
          startTimeMillis: '1',
          endTimeMillis: '2',
          modifiedTimeMillis: '2',
          activityType: 8,
        },
      ],
      distances: new Map([['s1', 5200]]),
    };
    readsBack(fitnessData, data);
    // Without the scopes for them: the view keeps no sessions and no distances.
    const bare = fitnessData(clone({ ...data, sessions: undefined, distances: undefined }), 'kept');
    expect([bare.sessions, bare.distances, bare.days]).to.deep.equal([undefined, undefined, data.days]);
    expect(() => fitnessData({ ...data, readable: ['height'] }, 'kept')).to.throw('kept.readable[0]');
  });

  it('ads: every section, ready, failed or missing, and when it arrived', async () => {
    const ads = fakeAds();
    const board = await loadBoard(
      {
        api: { bidding: ads.bidding, searchAds: ads.searchAds },
        serves: () => true,
        grants: (scope) => scope === 'bidding',
        biddingScope: 'bidding',
        searchAdsScope: 'searchads',
        searchAds: undefined,
        nowMs: NOW,
      },
      new AbortController().signal,
    );
    expect(board.conversions.kind).to.equal('notGranted');
    readsBack(loadedBoard, { board, at: NOW });
    const failed = { ...board, creatives: { kind: 'failed' as const, error: new Error('gone') } };
    const back = loadedBoard(clone({ board: failed, at: NOW }), 'kept');
    expect(back.board.creatives.kind).to.equal('failed');
    expect(() =>
      loadedBoard({ board: { ...board, creatives: { kind: 'odd' } }, at: NOW }, 'kept'),
    ).to.throw();
  });
});
