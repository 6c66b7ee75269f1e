/**
 * The Real-time Bidding API v1 (the public API reference; docs/bidding.md), over the base client: the
 * person's bidders and their pretargeting configurations, activate and suspend, and the review status of
 * their buyers' creatives. Lists are read to the end, page by page.
 */
import { msg } from '@lit/localize';
import { type Decoder } from '#shared/wire/decode.ts';
import { ApiClient, type Authorized, type Query, type Words } from './api-client.ts';
import {
  creativeStatus,
  named,
  pageOf,
  pretargetingSummary,
  type CreativeStatus,
  type Page,
  type PretargetingSummary,
} from './bidding-decode.ts';

/** The API's largest page (docs/bidding.md, "paging"). */
const PAGE_SIZE = 1000;
/** A bound on pages read for one list, so a provider that never ends a list cannot keep the TV busy. */
const MAX_PAGES = 20;

const bidderPage = pageOf('bidders', named);
const buyerPage = pageOf('buyers', named);
const configPage = pageOf('pretargetingConfigs', pretargetingSummary);
const creativePage = pageOf('creatives', creativeStatus);

export class BiddingClient extends ApiClient {
  constructor(session: Authorized, apiBase: string) {
    super(session, `${apiBase}/realtimebidding/v1`);
  }

  /** The bidders the person's account is linked to: `bidders/{accountId}`. */
  async bidders(signal?: AbortSignal): Promise<string[]> {
    const all = await this.all('/bidders', {}, bidderPage, () => msg('your bidders'), signal);
    return all.map((b) => b.name);
  }

  /** The buyers the person's account is linked to: `buyers/{accountId}`. */
  async buyers(signal?: AbortSignal): Promise<string[]> {
    const all = await this.all('/buyers', {}, buyerPage, () => msg('your buyers'), signal);
    return all.map((b) => b.name);
  }

  /** A bidder's pretargeting configurations (`bidder` is `bidders/{accountId}`). */
  pretargetingConfigs(bidder: string, signal?: AbortSignal): Promise<PretargetingSummary[]> {
    return this.all(
      `/${bidder}/pretargetingConfigs`,
      {},
      configPage,
      () => msg('the pretargeting configurations'),
      signal,
    );
  }

  /** A buyer's creatives with their review status only (`view=SERVING_DECISION_ONLY` leaves the content out). */
  creativeStatuses(buyer: string, signal?: AbortSignal): Promise<CreativeStatus[]> {
    const query = { view: 'SERVING_DECISION_ONLY' };
    return this.all(`/${buyer}/creatives`, query, creativePage, () => msg('the creatives'), signal);
  }

  /** `POST {config}:activate`: the configuration is ACTIVE again (`config` is its full name). */
  activate(config: string, signal?: AbortSignal): Promise<PretargetingSummary> {
    return this.post(`/${config}:activate`, {}, {}, pretargetingSummary, {
      signal,
      subject: () => msg('the pretargeting configuration'),
    });
  }

  /** `POST {config}:suspend`: the configuration stops taking bid requests until activated. */
  suspend(config: string, signal?: AbortSignal): Promise<PretargetingSummary> {
    return this.post(`/${config}:suspend`, {}, {}, pretargetingSummary, {
      signal,
      subject: () => msg('the pretargeting configuration'),
    });
  }

  private async all<T>(
    path: string,
    query: Query,
    decoder: Decoder<Page<T>>,
    subject: Words,
    signal: AbortSignal | undefined,
  ): Promise<T[]> {
    const items: T[] = [];
    let pageToken: string | undefined;
    for (let i = 0; i < MAX_PAGES; i++) {
      const page = await this.get(path, { ...query, pageSize: PAGE_SIZE, pageToken }, decoder, {
        signal,
        subject,
      });
      items.push(...page.items);
      // A token that repeats the one just used would loop: treat it as the end.
      if (page.nextPageToken === undefined || page.nextPageToken === pageToken) break;
      pageToken = page.nextPageToken;
    }
    return items;
  }
}
