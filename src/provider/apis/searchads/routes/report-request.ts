/**
 * The ReportRequest body of reports.generate and reports.request (public DoubleClick Search v2 shape), read
 * with the shared decode kit. Columns are checked against the report type in report-columns.ts.
 */
import { strictShape } from '#shared/wire/request-fields.ts';
import {
  boolean,
  integer,
  listOf,
  matching,
  object,
  oneOf,
  optional,
  WireError,
  type Decoder,
} from '#shared/wire/decode.ts';
import { ApiError } from '../../../http/errors.ts';
import { bodyOf, reads } from '../../../http/input-description.ts';
import type { Reader } from '../../../http/validate.ts';
import { REPORT_TYPES, type ReportType } from '../services/report-columns.ts';
import { id, optionalId, plainText, read } from './wording.ts';

export interface ColumnInput {
  columnName?: string;
  savedColumnName?: string;
  headerText?: string;
}

export interface ReportRequest {
  reportScope: { agencyId: string; advertiserId: string; engineAccountId?: string };
  reportType: ReportType;
  columns: ColumnInput[];
  timeRange: { startDate: string; endDate: string };
  downloadFormat?: 'csv' | 'tsv';
  statisticsCurrency: 'usd' | 'agency' | 'advertiser';
  maxRowsPerFile?: number;
  startRow?: number;
  rowCount?: number;
  includeRemovedEntities?: boolean;
}

/** The longest time range a report may cover, in days (docs/searchads.md). */
export const MAX_RANGE_DAYS = 3660;

const isoDate: Decoder<string> = (value, path) => {
  const text = matching(/^\d{4}-\d{2}-\d{2}$/, 'a date written yyyy-mm-dd')(value, path);
  const ms = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text) {
    throw new WireError(path, 'a date written yyyy-mm-dd');
  }
  return text;
};

const name = plainText(1, 256);

const column: Decoder<ColumnInput> = (value, path) => {
  const c = strictShape<ColumnInput>(
    { columnName: optional(name), savedColumnName: optional(name), headerText: optional(name) },
    {
      unsupported: [
        'startDate',
        'endDate',
        'groupByColumn',
        'customDimensionName',
        'customMetricName',
        'platformSource',
        'productReportPerspective',
      ],
    },
  )(value, path);
  if ((c.columnName === undefined) === (c.savedColumnName === undefined)) {
    throw new WireError(path, 'a column with exactly one of columnName and savedColumnName');
  }
  return c;
};

const request: Decoder<ReportRequest> = strictShape<ReportRequest>(
  {
    reportScope: strictShape(
      { agencyId: id, advertiserId: id, engineAccountId: optionalId },
      { unsupported: ['campaignId', 'adGroupId', 'keywordId', 'adId'] },
    ),
    reportType: oneOf(REPORT_TYPES),
    columns: (value, path) => {
      const list = listOf(column)(value, path);
      if (list.length === 0) throw new WireError(path, 'a list of at least one column');
      return list;
    },
    timeRange: strictShape(
      { startDate: isoDate, endDate: isoDate },
      { unsupported: ['changedAttributesSinceTimestamp', 'changedMetricsSinceTimestamp'] },
    ),
    downloadFormat: optional(oneOf(['csv', 'tsv'])),
    statisticsCurrency: oneOf(['usd', 'agency', 'advertiser']),
    maxRowsPerFile: optional(integer({ min: 1, max: 100_000_000 })),
    startRow: optional(integer({ min: 0, max: 2_147_483_647 })),
    rowCount: optional(integer({ min: 0, max: 10_000 })),
    includeRemovedEntities: optional(boolean),
  },
  {
    // Empty filters and orderBy are let through above; any others were refused there.
    outputOnly: ['filters', 'orderBy'],
    unsupported: ['includeDeletedEntities', 'verifySingleTimeZone'],
  },
);

/** The body as an object, before its fields: filters and orderBy are refused first. */
const body = read.body((value) => object(value, 'body'));

/** Reads a ReportRequest; queued requests (reports.request) also need downloadFormat and maxRowsPerFile (as the public API). */
export function reportRequest(queued: boolean): Reader<ReportRequest> {
  return reads(async (c) => {
    const raw = await body(c);
    for (const unsupported of ['filters', 'orderBy']) {
      const value = raw[unsupported];
      if (value !== undefined && !(Array.isArray(value) && value.length === 0)) {
        throw new ApiError(400, 'invalid', `${unsupported} is not supported by this provider`);
      }
    }
    const req = read.field(raw, '', request);
    const { startDate, endDate } = req.timeRange;
    const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
    if (days < 0) {
      throw new ApiError(400, 'invalid', 'timeRange.startDate must not be after timeRange.endDate');
    }
    if (days >= MAX_RANGE_DAYS) {
      throw new ApiError(400, 'invalid', `timeRange may cover at most ${String(MAX_RANGE_DAYS)} days`);
    }
    if (queued) {
      if (req.downloadFormat === undefined) throw new ApiError(400, 'required', 'downloadFormat is required');
      if (req.maxRowsPerFile === undefined) throw new ApiError(400, 'required', 'maxRowsPerFile is required');
    }
    return req;
  }, bodyOf(request));
}
