/**
 * What the ads wallboard loads, section by section: each section settles on its own, so a section whose
 * API is missing, whose scope was not granted, or whose request failed leaves the others showing.
 */
import { SCOPES } from '#shared/scopes.ts';
import type { ReviewStatus } from '#shared/wire/bidding.ts';
import type { ApiClients } from '../../api/api-context.ts';
import type { PretargetingSummary } from '../../api/bidding-decode.ts';
import { servesAny, type ApiDirectory } from '../../config/api-directory.ts';
import type { SearchAdsIds } from '../../config/app-config.ts';

/** Why a section shows no data, or its data. */
export type Section<T> =
  | { kind: 'missing' }
  | { kind: 'notGranted' }
  | { kind: 'unconfigured' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; value: T };

export interface PretargetingRow extends PretargetingSummary {
  bidder: string;
}

export type ReviewCounts = Record<ReviewStatus, number>;

/** One UTC day (the search ads API's days are UTC days) and its conversions. */
export interface DayCount {
  dayMs: number;
  count: number;
}

export interface AdsBoard {
  pretargeting: Section<PretargetingRow[]>;
  creatives: Section<ReviewCounts>;
  conversions: Section<DayCount[]>;
}

export interface AdsInputs {
  api: Pick<ApiClients, 'bidding' | 'searchAds'>;
  /** Whether the provider serves the API (the directory; no directory: true). */
  serves(id: string): boolean;
  /** Whether the session was granted the scope. */
  grants(scope: string): boolean;
  biddingScope: string;
  searchAdsScope: string;
  searchAds: SearchAdsIds | undefined;
  /** Wall-clock now: the conversions' last day is its UTC day. */
  nowMs: number;
}

export const BIDDING_API = 'realtimebidding:v1';
export const SEARCH_ADS_API = 'searchads:v2';
/** Days of conversions on the board, today included. */
export const CONVERSION_DAYS = 7;
const DAY_MS = 86_400_000;

async function settle<T>(run: () => Promise<T>, signal: AbortSignal): Promise<Section<T>> {
  try {
    return { kind: 'ready', value: await run() };
  } catch (error) {
    // A superseded load is dropped as a whole by the view's task.
    if (signal.aborted) throw error;
    return { kind: 'failed', error };
  }
}

/** The configurations of every bidder the person is linked to, in the API's order. */
async function pretargeting(api: AdsInputs['api'], signal: AbortSignal): Promise<PretargetingRow[]> {
  const bidders = await api.bidding.bidders(signal);
  const lists = await Promise.all(
    bidders.map(async (bidder) =>
      (await api.bidding.pretargetingConfigs(bidder, signal)).map((c) => ({ ...c, bidder })),
    ),
  );
  return lists.flat();
}

async function creatives(api: AdsInputs['api'], signal: AbortSignal): Promise<ReviewCounts> {
  const buyers = await api.bidding.buyers(signal);
  const lists = await Promise.all(buyers.map((buyer) => api.bidding.creativeStatuses(buyer, signal)));
  const counts: ReviewCounts = { APPROVED: 0, DISAPPROVED: 0, PENDING_REVIEW: 0 };
  for (const creative of lists.flat()) counts[creative.status] += 1;
  return counts;
}

/** The start of the UTC day holding `ms`. */
export const utcDayStart = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;

async function conversions(inputs: AdsInputs, ids: SearchAdsIds, signal: AbortSignal): Promise<DayCount[]> {
  const today = utcDayStart(inputs.nowMs);
  const first = today - (CONVERSION_DAYS - 1) * DAY_MS;
  const points = await inputs.api.searchAds.conversions(ids, { startMs: first, endMs: today }, signal);
  const days = Array.from({ length: CONVERSION_DAYS }, (_, i) => ({ dayMs: first + i * DAY_MS, count: 0 }));
  for (const point of points) {
    // A removed conversion no longer counts, as in the API's own reports.
    if (point.state !== 'ACTIVE') continue;
    const day = days[Math.floor((point.timestampMs - first) / DAY_MS)];
    if (day) day.count += 1;
  }
  return days;
}

/** Every section, each settled on its own. */
export async function loadBoard(inputs: AdsInputs, signal: AbortSignal): Promise<AdsBoard> {
  const { api } = inputs;
  const bidding = (): Section<never> | undefined => {
    if (!inputs.serves(BIDDING_API)) return { kind: 'missing' };
    if (!inputs.grants(inputs.biddingScope)) return { kind: 'notGranted' };
    return undefined;
  };
  const searchAds = (): Section<never> | undefined => {
    if (!inputs.serves(SEARCH_ADS_API)) return { kind: 'missing' };
    if (!inputs.grants(inputs.searchAdsScope)) return { kind: 'notGranted' };
    if (!inputs.searchAds) return { kind: 'unconfigured' };
    return undefined;
  };
  const ids = inputs.searchAds;
  const [p, c, v] = await Promise.all([
    bidding() ?? settle(() => pretargeting(api, signal), signal),
    bidding() ?? settle(() => creatives(api, signal), signal),
    searchAds() ??
      (ids ? settle(() => conversions(inputs, ids, signal), signal) : { kind: 'unconfigured' as const }),
  ]);
  return { pretargeting: p, creatives: c, conversions: v };
}

/** What the view's load depends on: its clients, the provider's directory, the granted scopes, the ids. */
export interface BoardSources {
  api: ApiClients;
  directory: ApiDirectory | undefined;
  /** The granted scopes, space-separated. */
  scopes: string;
  searchAds: SearchAdsIds | undefined;
  /** Wall-clock now. */
  nowMs: number;
}

/** The board for the view's sources. */
export function loadBoardFor(sources: BoardSources, signal: AbortSignal): Promise<AdsBoard> {
  const granted = sources.scopes.split(' ');
  return loadBoard(
    {
      api: sources.api,
      serves: (id: string) => servesAny(sources.directory, [id]),
      grants: (scope: string) => granted.includes(scope),
      biddingScope: SCOPES.realtimeBidding,
      searchAdsScope: SCOPES.searchAds,
      searchAds: sources.searchAds,
      nowMs: sources.nowMs,
    },
    signal,
  );
}
