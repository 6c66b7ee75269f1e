/**
 * bidders.creatives.watch and its web-hook extension (docs/bidding.md#creative-notifications-the-web-hook-extension).
 * The public method answers a Pub/Sub topic and subscription; the provider names them the same way, and when
 * the bidder has given an `address` it posts each review-status change there in a Pub/Sub push body.
 */
import type { ReviewStatus, WatchCreativesResponse } from '#shared/wire/bidding.ts';
import type { Clock } from '../../../clock.ts';
import { logFailure } from '../../../http/errors.ts';
import { postNotification, webhookAddress } from '../../../http/webhook-address.ts';
import type { WatchChannels } from '../../calendar/store/watch-channels.ts';
import type { Grant } from '../../../http/bearer.ts';
import type { Transaction } from '../../../store/transaction.ts';
import { accountIdOf } from './names.ts';
import type { BuyerData } from './service.ts';
import type { AccountStore } from '../store/account-store.ts';
import type { WatchStore } from '../store/watch-store.ts';

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
    private readonly channels: WatchChannels,
  ) {}

  /**
   * Checks the address (when given) and the channel limits (calendar/store/watch-channels.ts) before anything is
   * stored, then starts or updates the watch, bound to the grant that asked.
   */
  async watch(bidder: string, address: unknown, grant: Grant): Promise<WatchCreativesResponse> {
    const checked = address === undefined ? undefined : webhookAddress(address, this.allowedHosts());
    if (checked !== undefined) {
      await this.channels.bind({ kind: 'bidding', id: bidder }, bidder, grant, true);
    }
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
    const allowed = this.allowedHosts();
    tx.afterCommit(() => {
      // The access that set the watch up is checked first; once it is revoked the watch posts nothing more.
      void this.channels
        .mayDeliver({ kind: 'bidding', id: bidder }, this.clock.now())
        .then((may) => {
          if (!may) return;
          postNotification(
            address,
            { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
            allowed,
          );
        })
        .catch((err: unknown) => {
          logFailure('creative notification skipped', err);
        });
    });
  }
}
