/**
 * Builds a report's rows from the account tree and the conversions: one row per entity of the report's
 * level (per day too when the `date` column is asked for), or one row per conversion. Metrics count the
 * ACTIVE conversions of the row's entity and day; saved columns have no data behind them and stay empty.
 */
import type { Conversion, ReportCell } from '#shared/wire/searchads.ts';
import type { ResolvedColumn, ReportType } from './report-columns.ts';
import type { AdvertiserRow, EntityRow } from '../store/account-store.ts';

export interface ReportData {
  header: string[];
  rows: ReportCell[][];
}

export interface ReportSource {
  type: ReportType;
  advertiser: AdvertiserRow;
  /** The entities in the report's scope (one engine account, or all of the advertiser's). */
  entities: readonly EntityRow[];
  conversions: readonly Conversion[];
  /** UTC midnights of the first and last day. */
  firstDay: number;
  lastDay: number;
}

const DAY = 86_400_000;
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

const LEVEL_KIND = { account: 'engineAccount', campaign: 'campaign', adGroup: 'adGroup' } as const;

/** The attribute cells of an entity row: itself and everything above it. */
function attributes(source: ReportSource, entity: EntityRow | undefined): Record<string, ReportCell> {
  const byId = (kind: string, entityId: string | null): EntityRow | undefined =>
    source.entities.find((e) => e.kind === kind && e.legacyId === entityId);
  const cells: Record<string, ReportCell> = {
    agencyId: source.advertiser.agencyId,
    advertiserId: source.advertiser.advertiserId,
    advertiser: source.advertiser.name,
  };
  const adGroup = entity?.kind === 'adGroup' ? entity : undefined;
  const campaign = entity?.kind === 'campaign' ? entity : byId('campaign', adGroup?.parentId ?? null);
  const account =
    entity?.kind === 'engineAccount' ? entity : byId('engineAccount', campaign?.parentId ?? null);
  if (account) Object.assign(cells, { accountId: account.legacyId, account: account.name });
  if (campaign) Object.assign(cells, { campaignId: campaign.legacyId, campaign: campaign.name });
  if (adGroup) Object.assign(cells, { adGroupId: adGroup.legacyId, adGroup: adGroup.name });
  return cells;
}

/**
 * The demo's clicks behind one conversion: 5 to 11, fixed by its id. Summing per conversion keeps every
 * level's figures the sum of the levels below and clicks never fewer than conversions.
 */
const clicksBehind = (c: Conversion): number => 5 + (Number(c.dsConversionId.slice(-6)) % 7);
/** Impressions per click (a 5 % click-through rate) and the cost of a click, in the report's currency. */
const IMPRESSIONS_PER_CLICK = 20;
const CENTS_PER_CLICK = 45;

const ratio = (part: number, whole: number, scale = 1): number =>
  whole === 0 ? 0 : Math.round((part / whole) * scale * 10_000) / 10_000;

function metrics(conversions: readonly Conversion[]): Record<string, ReportCell> {
  const active = conversions.filter((c) => c.state === 'ACTIVE');
  const micros = active.reduce((sum, c) => sum + Number(c.revenueMicros ?? 0), 0);
  const clicks = active.reduce((sum, c) => sum + clicksBehind(c), 0);
  const impr = clicks * IMPRESSIONS_PER_CLICK;
  const cost = (clicks * CENTS_PER_CLICK) / 100;
  return {
    clicks,
    impr,
    cost,
    ctr: ratio(clicks, impr),
    avgCpc: ratio(cost, clicks),
    avgCpm: ratio(cost, impr, 1000),
    dfaActions: active.filter((c) => c.type === 'ACTION').length,
    dfaTransactions: active.filter((c) => c.type === 'TRANSACTION').length,
    dfaRevenue: Math.round(micros / 10_000) / 100,
  };
}

function belongs(c: Conversion, entity: EntityRow | undefined): boolean {
  if (entity === undefined) return true;
  if (entity.kind === 'engineAccount') return c.engineAccountId === entity.legacyId;
  if (entity.kind === 'campaign') return c.campaignId === entity.legacyId;
  return c.adGroupId === entity.legacyId;
}

function conversionCells(source: ReportSource, c: Conversion): Record<string, ReportCell> {
  const account = source.entities.find((e) => e.kind === 'engineAccount' && e.legacyId === c.engineAccountId);
  return {
    ...attributes(source, account),
    campaignId: c.campaignId ?? '',
    adGroupId: c.adGroupId ?? '',
    conversionId: c.conversionId,
    dsConversionId: c.dsConversionId,
    conversionDate: dayOf(Number(c.conversionTimestamp)),
    conversionTimestamp: new Date(Number(c.conversionTimestamp)).toISOString(),
    conversionType: c.type,
    conversionRevenue: Math.round(Number(c.revenueMicros ?? 0) / 10_000) / 100,
    conversionQuantity: Number(c.quantityMillis ?? 1000) / 1000,
    floodlightActivity: c.segmentationName,
    floodlightActivityId: c.segmentationId,
    status: c.state === 'ACTIVE' ? 'Active' : 'Removed',
  };
}

/** Rows built between two turns of the event loop: a report of 100,000 rows never holds it for long. */
export const REPORT_SLICE_ROWS = 1000;

/** Lets the event loop serve what waits (a poll, another API request) before the next slice. */
const nextTurn = (): Promise<void> =>
  new Promise((resolve) => {
    setImmediate(resolve);
  });

/** Rows an entity report will hold, known before any is built: entities × days with `date`, else entities. */
export function entityRowCount(source: ReportSource, columns: readonly ResolvedColumn[]): number {
  if (source.type === 'conversion') return source.conversions.length;
  const days = Math.floor((source.lastDay - source.firstDay) / DAY) + 1;
  const entities = source.type === 'advertiser' ? 1 : levelEntities(source).length;
  return columns.some((c) => c.columnName === 'date') ? entities * days : entities;
}

function levelEntities(source: ReportSource): EntityRow[] {
  return source.entities.filter((e) => e.kind === LEVEL_KIND[source.type as keyof typeof LEVEL_KIND]);
}

/** Each record of the report, one at a time; conversions grouped by day once per entity, so the work is linear. */
function* records(source: ReportSource, byDay: boolean): Generator<Record<string, ReportCell>> {
  if (source.type === 'conversion') {
    for (const c of source.conversions) yield conversionCells(source, c);
    return;
  }
  const entities: (EntityRow | undefined)[] =
    source.type === 'advertiser' ? [undefined] : levelEntities(source);
  for (const entity of entities) {
    const mine = source.conversions.filter((c) => belongs(c, entity));
    if (!byDay) {
      yield { ...attributes(source, entity), ...metrics(mine) };
      continue;
    }
    const perDay = new Map<number, Conversion[]>();
    for (const c of mine) {
      const day = Math.floor((Number(c.conversionTimestamp) - source.firstDay) / DAY);
      const list = perDay.get(day);
      if (list === undefined) perDay.set(day, [c]);
      else list.push(c);
    }
    for (let day = 0; source.firstDay + day * DAY <= source.lastDay; day++) {
      const at = source.firstDay + day * DAY;
      yield { ...attributes(source, entity), date: dayOf(at), ...metrics(perDay.get(day) ?? []) };
    }
  }
}

/**
 * The report's header and rows, built REPORT_SLICE_ROWS at a time with `pause` (the next turn of the event
 * loop) between slices.
 */
export async function reportRows(
  source: ReportSource,
  columns: readonly ResolvedColumn[],
  pause: () => Promise<void> = nextTurn,
): Promise<ReportData> {
  const rows: ReportCell[][] = [];
  const byDay = columns.some((c) => c.columnName === 'date');
  let inSlice = 0;
  for (const record of records(source, byDay)) {
    if (inSlice === REPORT_SLICE_ROWS) {
      await pause();
      inSlice = 0;
    }
    rows.push(columns.map((c) => (c.columnName === undefined ? '' : (record[c.columnName] ?? ''))));
    inSlice++;
  }
  return { header: columns.map((c) => c.header), rows };
}
