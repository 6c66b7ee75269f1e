/** Reports (generate, request, get, files), the id mapping file and saved columns over HTTP (docs/searchads.md). */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Report, SavedColumnList } from '../../../src/shared/wire/searchads.ts';
import { publicError, type Harness } from './harness.ts';
import { DEMO, startSearchAds, TOKENS } from './setup.ts';

const scope = {
  agencyId: DEMO.agencyId,
  advertiserId: DEMO.advertiserId,
  engineAccountId: DEMO.engineAccountId,
};
const request = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  reportScope: scope,
  reportType: 'account',
  columns: [
    { columnName: 'date' },
    { columnName: 'dfaActions' },
    { columnName: 'dfaRevenue', headerText: 'Revenue, USD' },
  ],
  timeRange: { startDate: '2025-12-01', endDate: '2025-12-31' },
  statisticsCurrency: 'usd',
  ...extra,
});

describe('search ads reports', () => {
  let h: Harness;
  before(async () => {
    h = await startSearchAds();
  });
  after(() => h.close());

  test('generate answers a small account report at once, one row per day', async () => {
    const reply = await h.call<Report>('POST', '/reports/generate', { body: request() });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.isReportReady, true);
    assert.equal(reply.body.rowCount, 31);
    assert.deepEqual(Object.keys(reply.body.rows?.[0] ?? {}), ['date', 'dfaActions', 'Revenue, USD']);
    assert.equal(reply.body.rows?.[0]?.dfaActions, 1);
  });

  test('generate refuses a report over 1000 rows with 410 reportUnavailableRequestTooLarge, and other types', async () => {
    const large = await h.call('POST', '/reports/generate', {
      body: request({ timeRange: { startDate: '2023-01-01', endDate: '2025-12-31' } }),
    });
    assert.equal(large.status, 410);
    assert.equal(publicError(large).errors[0]?.reason, 'reportUnavailableRequestTooLarge');
    const conversion = await h.call('POST', '/reports/generate', {
      body: request({ reportType: 'conversion', columns: [{ columnName: 'conversionId' }] }),
    });
    assert.equal(conversion.status, 400);
  });

  for (const [label, body] of [
    ['an unknown column', request({ columns: [{ columnName: 'visitsPerDay' }] })],
    ['an unknown saved column', request({ columns: [{ savedColumnName: 'Nope' }] })],
    ['no columns', request({ columns: [] })],
    ['a reversed time range', request({ timeRange: { startDate: '2025-12-31', endDate: '2025-12-01' } })],
    ['a bad date', request({ timeRange: { startDate: '2025-02-30', endDate: '2025-12-01' } })],
    ['a bad report type', request({ reportType: 'everything' })],
    ['filters', request({ filters: [{ column: { columnName: 'date' } }] })],
  ] as const) {
    test(`a report request with ${label} is 400`, async () => {
      const reply = await h.call('POST', '/reports/generate', { body });
      assert.equal(reply.status, 400);
      publicError(reply);
    });
  }

  test('a queued report is not ready, then ready 10 s later, its files split at maxRowsPerFile', async () => {
    const body = request({
      reportType: 'conversion',
      columns: [
        { columnName: 'conversionId' },
        { columnName: 'conversionRevenue' },
        { columnName: 'floodlightActivity' },
      ],
      downloadFormat: 'csv',
      maxRowsPerFile: 50,
    });
    const queued = await h.call<Report>('POST', '/reports', { body });
    assert.equal(queued.status, 200);
    assert.equal(queued.body.isReportReady, false);
    const early = await h.call<Report>('GET', `/reports/${queued.body.id}`);
    assert.equal(early.body.isReportReady, false);
    assert.equal((await h.call('GET', `/reports/${queued.body.id}/files/0`)).status, 400);
    h.clock.advance(10_000);
    const ready = await h.call<Report>('GET', `/reports/${queued.body.id}`);
    assert.equal(ready.body.isReportReady, true);
    assert.equal(ready.body.rowCount, 124);
    assert.equal(ready.body.files?.length, 3);
    const first = await h.call('GET', `/reports/${queued.body.id}/files/0`);
    assert.equal(first.headers.get('Content-Type'), 'text/csv; charset=utf-8');
    const lines = first.text.trimEnd().split('\r\n');
    assert.equal(lines[0], 'conversionId,conversionRevenue,floodlightActivity');
    assert.equal(lines.length, 51);
    assert.ok(ready.body.files);
    assert.equal(String(Buffer.byteLength(first.text)), ready.body.files.at(0)?.byteCount);
    const last = await h.call('GET', `/reports/${queued.body.id}/files/2`);
    assert.equal(last.text.trimEnd().split('\r\n').length, 25);
    assert.equal((await h.call('GET', `/reports/${queued.body.id}/files/3`)).status, 404);
    assert.equal((await h.call('GET', `/reports/${queued.body.id}/files/x`)).status, 400);
    assert.equal((await h.call('GET', `/reports/${queued.body.id}`, { token: TOKENS.bob })).status, 404);
  });

  test('a TSV report and a request missing downloadFormat or maxRowsPerFile', async () => {
    const queued = await h.call<Report>('POST', '/reports', {
      body: request({ downloadFormat: 'tsv', maxRowsPerFile: 1000 }),
    });
    h.clock.advance(10_000);
    const file = await h.call('GET', `/reports/${queued.body.id}/files/0`);
    assert.equal(file.headers.get('Content-Type'), 'text/tab-separated-values; charset=utf-8');
    assert.equal(file.text.split('\r\n')[0], 'date\tdfaActions\tRevenue, USD');
    assert.equal((await h.call('POST', '/reports', { body: request({ maxRowsPerFile: 10 }) })).status, 400);
    assert.equal(
      (await h.call('POST', '/reports', { body: request({ downloadFormat: 'csv' }) })).status,
      400,
    );
    assert.equal((await h.call('GET', '/reports/unknown')).status, 404);
  });

  test('the id mapping is a UTF-8 CSV of the entities present in both versions', async () => {
    const reply = await h.call('GET', `/agency/${DEMO.agencyId}/advertiser/${DEMO.advertiserId}/idmapping`);
    assert.equal(reply.status, 200);
    assert.equal(reply.headers.get('Content-Type'), 'text/csv; charset=utf-8');
    const lines = reply.text.trimEnd().split('\r\n');
    assert.match(lines[0] ?? '', /^Entity Type,Legacy Agency ID/);
    assert.equal(lines.length, 1 + 1 + 2 + 3);
    assert.ok(lines.some((l) => l.includes('Search – Main') && l.includes(DEMO.customerId)));
    assert.ok(!lines.some((l) => l.includes('Archive') || l.includes('Old generic') || l.includes('Coats')));
  });

  test('saved columns list the advertiser’s; foreign advertisers get the same 403 as unknown ones', async () => {
    const reply = await h.call<SavedColumnList>(
      'GET',
      `/agency/${DEMO.agencyId}/advertiser/${DEMO.advertiserId}/savedcolumns`,
    );
    assert.equal(reply.status, 200);
    assert.equal(reply.body.kind, 'doubleclicksearch#savedColumnList');
    assert.equal(reply.body.items.length, 3);
    const foreign = await h.call(
      'GET',
      `/agency/${DEMO.otherAgencyId}/advertiser/${DEMO.otherAdvertiserId}/savedcolumns`,
    );
    const unknown = await h.call('GET', '/agency/1/advertiser/2/idmapping');
    const bob = await h.call('GET', `/agency/${DEMO.agencyId}/advertiser/${DEMO.advertiserId}/idmapping`, {
      token: TOKENS.bob,
    });
    assert.equal(foreign.status, 403);
    assert.deepEqual(foreign.body, unknown.body);
    assert.deepEqual(bob.body, unknown.body);
    assert.equal((await h.call('GET', '/agency/abc/advertiser/2/savedcolumns')).status, 400);
  });
});
