/**
 * reports.generate (at once, small advertiser and account reports), reports.request (queued), reports.get
 * (ready REPORT_DELAY_MS after the request on the provider's clock) and reports.getFile (docs/searchads.md#reports);
 * and what reports are made from: the id mapping file and the saved columns.
 */
import { randomBytes } from 'node:crypto';
import type { Report, SavedColumnList } from '#shared/wire/searchads.ts';
import { ApiError } from '../../../http/errors.ts';
import type { ModuleContext } from '../../../module.ts';
import type { Access } from './access.ts';
import { idMappingCsv } from './id-mapping.ts';
import { resolveColumns, SYNC_TYPES } from './report-columns.ts';
import {
  CONTENT_TYPES,
  formatTable,
  fragmentCount,
  fragmentRows,
  type DownloadFormat,
} from './report-files.ts';
import type { ReportRequest } from '../routes/report-request.ts';
import { entityRowCount, reportRows, type ReportData } from './report-rows.ts';
import type { AccountStore } from '../store/account-store.ts';
import type { ConversionStore } from '../store/conversion-store.ts';
import type { ReportStore } from '../store/report-store.ts';

/** How long a queued report takes on the provider's clock. */
export const REPORT_DELAY_MS = 10_000;
/** The most rows reports.generate answers; larger reports are refused (reports.request serves them). */
export const SYNC_MAX_ROWS = 1000;
/** The most rows a queued report may hold. */
export const ASYNC_MAX_ROWS = 100_000;
/** Queued reports one person keeps at most, and their stored size at most (docs/searchads.md#reports). */
export const REPORT_QUOTA = { count: 20, bytes: 16 * 1024 * 1024 } as const;
/** How long a queued report is kept after its request; the sweeper deletes it then. */
export const REPORT_RETENTION_MS = 24 * 60 * 60_000;
/** rowCount of reports.generate when absent (as the public API). */
const SYNC_DEFAULT_ROWS = 10_000;

const DAY = 86_400_000;

const tooLarge = (limit: number): ApiError =>
  new ApiError(
    410,
    'reportUnavailableRequestTooLarge',
    `The report is too large: it would hold more than ${String(limit)} rows. Request several smaller reports, or use reports.request.`,
  );

export class Reports {
  constructor(
    private readonly ctx: ModuleContext<'publicUrl'>,
    private readonly access: Access,
    private readonly accounts: AccountStore,
    private readonly conversions: ConversionStore,
    private readonly store: ReportStore,
  ) {}

  async generate(userId: string, req: ReportRequest): Promise<Report> {
    if (!SYNC_TYPES.includes(req.reportType)) {
      throw new ApiError(
        400,
        'invalid',
        `reports.generate serves ${SYNC_TYPES.join(' and ')} reports; use reports.request`,
      );
    }
    const data = await this.#build(userId, req, SYNC_MAX_ROWS);
    const start = req.startRow ?? 0;
    const page = data.rows.slice(start, start + (req.rowCount ?? SYNC_DEFAULT_ROWS));
    return {
      ...this.#head(newId(), true, req),
      rowCount: data.rows.length,
      rows: page.map((cells) => Object.fromEntries(data.header.map((h, i) => [h, cells[i] ?? '']))),
    };
  }

  async request(userId: string, req: ReportRequest): Promise<Report> {
    const now = this.ctx.clock.now();
    // Refused before any row is built when the person's reports already fill the quota.
    await this.#withinQuota(userId, now, 0);
    const data = await this.#build(userId, req, ASYNC_MAX_ROWS);
    const id = newId();
    const record = {
      id,
      userId,
      request: req as unknown as Record<string, unknown>,
      header: data.header,
      rows: data.rows,
      createdAt: now,
      readyAt: now + REPORT_DELAY_MS,
    };
    // The count and the insert together, so two requests at once cannot both take the last place.
    await this.ctx.sql.withTransaction(async () => {
      await this.#withinQuota(userId, now, this.store.bytesOf(record));
      await this.store.insert(record);
    });
    return this.#head(id, false, req);
  }

  async get(userId: string, id: string): Promise<Report> {
    const record = await this.#record(userId, id);
    const req = record.request as unknown as ReportRequest;
    if (this.ctx.clock.now() < record.readyAt) return this.#head(id, false, req);
    const perFile = req.maxRowsPerFile ?? record.rows.length;
    const files = Array.from({ length: fragmentCount(record.rows.length, perFile) }, (_, i) => ({
      url: `${this.ctx.settings.publicUrl}/searchads/v2/reports/${id}/files/${String(i)}`,
      byteCount: String(Buffer.byteLength(this.#fragment(record.header, record.rows, req, i))),
    }));
    return { ...this.#head(id, true, req), rowCount: record.rows.length, files };
  }

  async file(userId: string, id: string, fragment: number): Promise<{ text: string; contentType: string }> {
    const record = await this.#record(userId, id);
    const req = record.request as unknown as ReportRequest;
    if (this.ctx.clock.now() < record.readyAt) {
      throw new ApiError(
        400,
        'reportNotReady',
        'The report is not ready yet; poll reports.get until isReportReady.',
      );
    }
    const format: DownloadFormat = req.downloadFormat ?? 'csv';
    if (fragment >= fragmentCount(record.rows.length, req.maxRowsPerFile ?? 1)) {
      throw new ApiError(404, 'notFound', `The report has no file ${String(fragment)}.`);
    }
    return {
      text: this.#fragment(record.header, record.rows, req, fragment),
      contentType: CONTENT_TYPES[format],
    };
  }

  /** The id mapping file of an advertiser the caller reaches (docs/searchads.md#id-mapping). */
  async idMappingFile(userId: string, agencyId: string, advertiserId: string): Promise<string> {
    const advertiser = await this.access.advertiser(userId, agencyId, advertiserId);
    return idMappingCsv(advertiser, await this.accounts.entities(advertiser.advertiserId));
  }

  /** The saved columns of an advertiser the caller reaches, which report requests may name. */
  async savedColumns(userId: string, agencyId: string, advertiserId: string): Promise<SavedColumnList> {
    const advertiser = await this.access.advertiser(userId, agencyId, advertiserId);
    return {
      kind: 'doubleclicksearch#savedColumnList',
      items: (await this.accounts.savedColumns(advertiser.advertiserId)).map((column) => ({
        kind: 'doubleclicksearch#savedColumn',
        savedColumnName: column.name,
        type: column.type,
      })),
    };
  }

  /** Refuses a report of `bytes` that would take the person past REPORT_QUOTA. */
  async #withinQuota(userId: string, now: number, bytes: number): Promise<void> {
    const kept = await this.store.usage(userId, now - REPORT_RETENTION_MS);
    if (kept.count + 1 > REPORT_QUOTA.count || kept.bytes + bytes > REPORT_QUOTA.bytes) {
      throw new ApiError(
        403,
        'quotaExceeded',
        `At most ${String(REPORT_QUOTA.count)} reports of ${String(REPORT_QUOTA.bytes / 1024 / 1024)} MB together are kept per person, each for 24 hours after its request.`,
      );
    }
  }

  #fragment(header: string[], rows: ReportData['rows'], req: ReportRequest, index: number): string {
    const perFile = req.maxRowsPerFile ?? Math.max(1, rows.length);
    return formatTable(req.downloadFormat ?? 'csv', header, fragmentRows(rows, perFile, index));
  }

  async #record(userId: string, id: string) {
    const record = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await this.store.get(id, userId) : undefined;
    if (record === undefined) throw new ApiError(404, 'notFound', `No report ${id}.`);
    return record;
  }

  #head(id: string, ready: boolean, req: ReportRequest): Report {
    const head: Report = {
      kind: 'doubleclicksearch#report',
      id,
      isReportReady: ready,
      request: req as unknown as Record<string, unknown>,
    };
    if (ready) Object.assign(head, { statisticsCurrencyCode: 'USD', statisticsTimeZone: 'UTC' });
    return head;
  }

  /** The report's rows, refused with 410 before they are built when they would be more than `maxRows`. */
  async #build(userId: string, req: ReportRequest, maxRows: number): Promise<ReportData> {
    const { agencyId, advertiserId, engineAccountId } = req.reportScope;
    const scope =
      engineAccountId === undefined
        ? {
            advertiser: await this.access.advertiser(userId, agencyId, advertiserId),
            entities: await this.accounts.entities(advertiserId),
          }
        : await this.access.engine(userId, agencyId, advertiserId, engineAccountId);
    const entities =
      engineAccountId === undefined
        ? scope.entities
        : scope.entities.filter((e) => e.engineAccountId === engineAccountId);
    const saved = new Set((await this.accounts.savedColumns(advertiserId)).map((c) => c.name));
    const columns = resolveColumns(req.reportType, req.columns, saved);
    const firstDay = Date.parse(`${req.timeRange.startDate}T00:00:00Z`);
    const lastDay = Date.parse(`${req.timeRange.endDate}T00:00:00Z`);
    const conversions = await this.conversions.list(
      { advertiserIds: [advertiserId], engineAccountId, from: firstDay, to: lastDay + DAY },
      0,
      ASYNC_MAX_ROWS + 1,
    );
    const source = {
      type: req.reportType,
      advertiser: scope.advertiser,
      entities,
      conversions,
      firstDay,
      lastDay,
    };
    if (entityRowCount(source, columns) > maxRows) throw tooLarge(maxRows);
    return reportRows(source, columns);
  }
}

const newId = (): string => `AAA${randomBytes(12).toString('base64url')}`;
