/**
 * bidders.creatives.watch and its web-hook extension (docs/bidding.md#creative-notifications-the-web-hook-extension).
 * The public method answers a Pub/Sub topic and subscription; the provider names them the same way, and when
 * the bidder has given an `address` it posts each review-status change there in a Pub/Sub push body.
 */
import type { ReviewStatus, WatchCreativesResponse } from '#shared/wire/bidding.ts';
import type { Clock } from '../../clock.ts';
import { webhookAddress } from '../../http/webhook-address.ts';
import type { Transaction } from '../../store/transaction.ts';
import { accountIdOf } from './names.ts';
import type { BuyerData } from './service.ts';
import type { AccountStore } from './store/account-store.ts';
import type { WatchStore } from './store/watch-store.ts';

const PROJECT = 'projects/local-provider';

function names(bidder: string): WatchCreativesResponse {
  const base = `rtb-bidder-${accountIdOf(bidder)}-creatives`;
  return { topic: `${PROJECT}/topics/${base}`, subscription: `${PROJECT}/subscriptions/${base}` };
}

export class CreativeNotifier {
  constructor(
    private readonly watches: WatchStore,
    private readonly accounts: AccountStore,
    private readonly clock: Clock,
    private readonly allowedHosts: () => readonly string[],
  ) {}

  /** Checks the address (when given) before anything is stored, then starts or updates the watch. */
  async watch(bidder: string, address: unknown): Promise<WatchCreativesResponse> {
    const checked = address === undefined ? undefined : webhookAddress(address, this.allowedHosts());
    await this.watches.watch(bidder, checked);
    return names(bidder);
  }

  /** Inside `tx`: counts the message now, posts it once the change is committed. */
  async changed(tx: Transaction, buyer: string, creativeId: string, status: ReviewStatus): Promise<void> {
    const bidder = (await this.accounts.get<BuyerData>(buyer))?.data.bidder;
    if (bidder === undefined) return;
    const watch = await this.watches.get(bidder);
    if (watch?.address === undefined) return;
    const messageId = String(await this.watches.nextMessage(bidder));
    const data = { creative: `${buyer}/creatives/${creativeId}`, status };
    const body = {
      message: {
        data: Buffer.from(JSON.stringify(data)).toString('base64'),
        messageId,
        publishTime: new Date(this.clock.now()).toISOString(),
        attributes: { bidder },
      },
      subscription: names(bidder).subscription,
    };
    const address = watch.address;
    tx.afterCommit(() => {
      // Fire and forget: a slow or absent receiver never holds up or fails the API request.
      fetch(address, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      }).then(
        (res) => res.body?.cancel(),
        () => undefined,
      );
    });
  }
}
