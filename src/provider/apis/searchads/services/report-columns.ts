/**
 * The report types this provider builds and the columns each one has (a subset of the public Search Ads 360
 * v2 report columns, docs/searchads.md#reports). Saved columns of the advertiser may be added to any type.
 */
import { ApiError } from '../../../http/errors.ts';

export const REPORT_TYPES = ['advertiser', 'account', 'campaign', 'adGroup', 'conversion'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The types reports.generate answers at once (as the public API: advertiser and engine account reports). */
export const SYNC_TYPES: readonly ReportType[] = ['advertiser', 'account'];

/**
 * The performance columns every public report type has (clicks, impressions, cost and their ratios), and
 * the conversion metrics. The provider has no ads, so the performance figures are the demo's, derived from
 * the conversions (report-rows.ts).
 */
const METRICS = [
  'date',
  'clicks',
  'impr',
  'cost',
  'ctr',
  'avgCpc',
  'avgCpm',
  'dfaActions',
  'dfaTransactions',
  'dfaRevenue',
];
const ADVERTISER = ['agencyId', 'advertiserId', 'advertiser'];
const ACCOUNT = [...ADVERTISER, 'accountId', 'account'];
const CAMPAIGN = [...ACCOUNT, 'campaignId', 'campaign'];

export const COLUMNS: Readonly<Record<ReportType, readonly string[]>> = {
  advertiser: [...ADVERTISER, ...METRICS],
  account: [...ACCOUNT, ...METRICS],
  campaign: [...CAMPAIGN, ...METRICS],
  adGroup: [...CAMPAIGN, 'adGroupId', 'adGroup', ...METRICS],
  conversion: [
    ...ACCOUNT,
    'campaignId',
    'adGroupId',
    'conversionId',
    'dsConversionId',
    'conversionDate',
    'conversionTimestamp',
    'conversionType',
    'conversionRevenue',
    'conversionQuantity',
    'floodlightActivity',
    'floodlightActivityId',
    'status',
  ],
};

/** A requested column: its header, and which value fills it (a column name, or a saved column). */
export interface ResolvedColumn {
  header: string;
  columnName?: string;
  saved?: string;
}

export function resolveColumns(
  type: ReportType,
  columns: readonly { columnName?: string; savedColumnName?: string; headerText?: string }[],
  savedNames: ReadonlySet<string>,
): ResolvedColumn[] {
  const headers = new Set<string>();
  return columns.map((c, i) => {
    const where = `columns[${String(i)}]`;
    if (c.columnName !== undefined && !COLUMNS[type].includes(c.columnName)) {
      throw new ApiError(400, 'invalid', `${where}: ${c.columnName} is not a column of ${type} reports`);
    }
    if (c.savedColumnName !== undefined && !savedNames.has(c.savedColumnName)) {
      throw new ApiError(400, 'invalid', `${where}: no saved column ${c.savedColumnName} in this advertiser`);
    }
    const header = c.headerText ?? c.columnName ?? c.savedColumnName ?? '';
    if (headers.has(header))
      throw new ApiError(400, 'invalid', `${where}: the header ${header} is used twice`);
    headers.add(header);
    return { header, columnName: c.columnName, saved: c.savedColumnName };
  });
}
