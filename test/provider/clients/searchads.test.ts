/**
 * The search-ads API v2 through Google's generated DoubleClick Search client (googleapis 178), as an ads tool
 * uses it: conversions read and written, reports with the basic performance columns, files, saved columns.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  doubleclicksearch,
  type doubleclicksearch_v2,
} from 'googleapis/build/src/apis/doubleclicksearch/index.js';
import { DEMO } from '../../../src/provider/apis/searchads/demo.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { ClientHarness } from './harness.ts';

const NOW_MS = Date.UTC(2026, 0, 15, 9, 0, 0);
const SCOPE = { agencyId: DEMO.agencyId, advertiserId: DEMO.advertiserId };
const ENGINE = { ...SCOPE, engineAccountId: DEMO.engineAccountId };
const DECEMBER = { startDate: 20251201, endDate: 20251231, startRow: 0, rowCount: 1000 };

describe('searchads v2 through the generated DoubleClick Search client', () => {
  let h: ClientHarness;
  let api: doubleclicksearch_v2.Doubleclicksearch;
  before(async () => {
    h = await ClientHarness.start([SCOPES.searchAds]);
    api = doubleclicksearch({ version: 'v2', ...h.options });
  });
  after(() => h.close());

  test('conversions listed by engine account and by customer, inserted, updated, availability told', async () => {
    const listed = await api.conversion.get({ ...ENGINE, ...DECEMBER });
    assert.equal(listed.data.kind, 'doubleclicksearch#conversionList');
    assert.equal(listed.data.conversion?.length, 124);
    const byCustomer = await api.conversion.getByCustomerId({ customerId: DEMO.customerId, ...DECEMBER });
    assert.equal(byCustomer.data.conversion?.length, 124);

    const row: doubleclicksearch_v2.Schema$Conversion = {
      ...ENGINE,
      conversionId: 'client-order-1',
      conversionTimestamp: String(NOW_MS - 3_600_000),
      segmentationType: 'FLOODLIGHT',
      segmentationName: 'Purchase',
      type: 'TRANSACTION',
      revenueMicros: '12500000',
      currencyCode: 'USD',
    };
    const inserted = await api.conversion.insert({ requestBody: { conversion: [row] } });
    assert.match(inserted.data.conversion?.[0]?.dsConversionId ?? '', /^\d+$/);
    const updated = await api.conversion.update({
      requestBody: { conversion: [{ ...row, revenueMicros: '15000000' }] },
    });
    assert.equal(updated.data.conversion?.[0]?.revenueMicros, '15000000');
    const availability = await api.conversion.updateAvailability({
      requestBody: {
        availabilities: [
          {
            ...SCOPE,
            segmentationType: 'FLOODLIGHT',
            segmentationId: DEMO.purchaseId,
            availabilityTimestamp: String(NOW_MS),
          },
        ],
      },
    });
    assert.equal(availability.data.availabilities?.[0]?.segmentationName, 'Purchase');
  });

  test('reports carry clicks, impressions and cost consistent with the conversions', async () => {
    // Search Ads 360 v2 report columns: clicks, impr, cost, ctr and avgCpc are columns of every report type.
    const columns = ['clicks', 'impr', 'cost', 'ctr', 'avgCpc', 'dfaActions', 'dfaTransactions'].map(
      (columnName) => ({ columnName }),
    );
    const generated = await api.reports.generate({
      requestBody: {
        reportScope: SCOPE,
        reportType: 'advertiser',
        columns,
        timeRange: { startDate: '2025-12-01', endDate: '2025-12-31' },
        statisticsCurrency: 'usd',
      },
    });
    assert.equal(generated.data.statisticsCurrencyCode, 'USD');
    const cells = (generated.data.rows?.[0] ?? {}) as Record<string, number>;
    const conversions = (cells['dfaActions'] ?? 0) + (cells['dfaTransactions'] ?? 0);
    assert.ok(conversions > 0);
    assert.ok((cells['clicks'] ?? 0) >= conversions);
    assert.ok((cells['impr'] ?? 0) > (cells['clicks'] ?? 0));
    assert.ok((cells['cost'] ?? 0) > 0);
    assert.equal(cells['ctr'], Math.round(((cells['clicks'] ?? 0) / (cells['impr'] ?? 1)) * 10_000) / 10_000);

    const queued = await api.reports.request({
      requestBody: {
        reportScope: ENGINE,
        reportType: 'campaign',
        columns: [{ columnName: 'campaign' }, { columnName: 'clicks' }, { columnName: 'cost' }],
        timeRange: { startDate: '2025-12-01', endDate: '2025-12-31' },
        statisticsCurrency: 'usd',
        downloadFormat: 'csv',
        maxRowsPerFile: 1000,
      },
    });
    assert.equal(queued.data.isReportReady, false);
    h.provider.wait(10);
    const ready = await api.reports.get({ reportId: queued.data.id ?? '' });
    assert.equal(ready.data.isReportReady, true);
    const file = await api.reports.getFile(
      { reportId: queued.data.id ?? '', reportFragment: 0 },
      { responseType: 'text' },
    );
    const lines = String(file.data).trimEnd().split('\r\n');
    assert.equal(lines[0], 'campaign,clicks,cost');
    assert.equal(lines.length - 1, ready.data.rowCount);
  });

  test('the id mapping file and the saved columns', async () => {
    const mapping = await api.reports.getIdMappingFile(SCOPE, { responseType: 'text' });
    assert.match(mapping.data as string, /^Entity Type,Legacy Agency ID/);
    const saved = await api.savedColumns.list(SCOPE);
    assert.equal(saved.data.kind, 'doubleclicksearch#savedColumnList');
    assert.equal(saved.data.items?.length, 3);
  });

  test('the client made every call above', () => {
    assert.equal(h.calls.length, 11);
  });
});
