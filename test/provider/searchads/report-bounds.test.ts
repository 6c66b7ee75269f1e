/**
 * Search-ads reports are bounded by construction (docs/searchads.md#reports, docs/security.md): rows built in
 * slices of REPORT_SLICE_ROWS between turns of the event loop, at most REPORT_QUOTA reports per person, swept REPORT_RETENTION_MS after their request.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Report } from '../../../src/shared/wire/searchads.ts';
import {
  REPORT_SLICE_ROWS,
  reportRows,
  type ReportSource,
} from '../../../src/provider/apis/searchads/services/report-rows.ts';
import { resolveColumns } from '../../../src/provider/apis/searchads/services/report-columns.ts';
import { REPORT_QUOTA, REPORT_RETENTION_MS } from '../../../src/provider/apis/searchads/services/reports.ts';
import type { EntityRow } from '../../../src/provider/apis/searchads/store/account-store.ts';
import { sweep } from '../../../src/provider/sweeper.ts';
import { publicError, type Harness } from './harness.ts';
import { DEMO, startSearchAds } from './setup.ts';

const DAY = 86_400_000;

test('a report of 36,500 rows is built in slices of 1,000 with a turn of the event loop between each', async () => {
  const campaigns: EntityRow[] = Array.from({ length: 100 }, (_, i) => ({
    kind: 'campaign',
    legacyId: `c${String(i)}`,
    advertiserId: 'a',
    engineAccountId: 'e',
    parentId: null,
    name: `Campaign ${String(i)}`,
    newId: null,
  }));
  const firstDay = Date.UTC(2025, 0, 1);
  const source: ReportSource = {
    type: 'campaign',
    advertiser: { advertiserId: 'a', agencyId: 'g', name: 'Advertiser', customerId: null },
    entities: campaigns,
    conversions: [],
    firstDay,
    lastDay: firstDay + 364 * DAY,
  };
  const columns = resolveColumns(
    'campaign',
    [{ columnName: 'date' }, { columnName: 'dfaActions' }],
    new Set(),
  );
  let pauses = 0;
  const data = await reportRows(source, columns, () => {
    pauses++;
    return Promise.resolve();
  });
  assert.equal(data.rows.length, 36_500);
  // 37 slices of at most 1,000 rows, a turn of the event loop between each two.
  assert.equal(pauses, Math.ceil(36_500 / REPORT_SLICE_ROWS) - 1);
  assert.equal(REPORT_SLICE_ROWS, 1000);
});

describe('report quota and retention', () => {
  let h: Harness;
  before(async () => {
    h = await startSearchAds();
  });
  after(() => h.close());

  const body = {
    reportScope: { agencyId: DEMO.agencyId, advertiserId: DEMO.advertiserId },
    reportType: 'account',
    columns: [{ columnName: 'date' }, { columnName: 'dfaActions' }],
    timeRange: { startDate: '2025-12-01', endDate: '2025-12-31' },
    statisticsCurrency: 'usd',
    downloadFormat: 'csv',
    maxRowsPerFile: 1000,
  };

  test('at most 20 reports per person, counted with their bytes; the sweep deletes them after 24 hours', async () => {
    for (let i = 0; i < REPORT_QUOTA.count; i++) {
      assert.equal((await h.call<Report>('POST', '/reports', { body })).status, 200);
    }
    const over = await h.call('POST', '/reports', { body });
    assert.equal(over.status, 403);
    assert.equal(publicError(over).errors[0]?.reason, 'quotaExceeded');
    const stored = await h.sql
      .prepare(
        'SELECT COUNT(*) AS n, SUM(bytes) AS bytes, SUM(LENGTH(rows) + LENGTH(columns) + LENGTH(request)) AS text FROM sa_reports',
      )
      .get<{ n: number | string; bytes: number | string; text: number | string }>();
    assert.equal(Number(stored?.n), REPORT_QUOTA.count);
    assert.equal(Number(stored?.bytes), Number(stored?.text), 'the quota counts what is stored');
    h.clock.advance(REPORT_RETENTION_MS);
    assert.equal((await sweep([h.sql], h.clock.now())).sa_reports, REPORT_QUOTA.count);
    assert.equal((await h.call('POST', '/reports', { body })).status, 200);
  });
});
