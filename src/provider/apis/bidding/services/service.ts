/**
 * What every bidding route shares: the stores, who may see which bidder or buyer, the demo reviewer and the
 * creative notifier. A name the caller is not linked to and a name that does not exist both end in the same
 * 404 (errors.ts).
 */
import type { Bidder, Buyer } from '#shared/wire/bidding.ts';
import type { ModuleContext } from '../../../module.ts';
import { notFound } from './errors.ts';
import { bidderName, buyerName } from './names.ts';
import { Reviewer } from './review.ts';
import { AccountStore, type AccountRow } from '../store/account-store.ts';
import { CreativeStore } from '../store/creative-store.ts';
import { ItemStore } from '../store/item-store.ts';
import { WatchStore } from '../store/watch-store.ts';
import { CreativeNotifier } from './watch.ts';
import { watchChannelsOn } from '../../calendar/store/watch-channels.ts';
import type { EndpointData } from '../routes/endpoints.ts';
import type { PretargetingData } from '../routes/pretargeting-input.ts';
import type { PublisherData } from '../routes/publisher-connections.ts';
import type { UserListData } from '../routes/user-lists.ts';

/** The settings the bidding API reads. */
export type BiddingContext = ModuleContext<'publicUrl' | 'webhookHosts'>;

export type BidderData = Omit<Bidder, 'name'>;
export type BuyerData = Pick<Buyer, 'bidder' | 'displayName' | 'maximumActiveCreativeCount' | 'billingIds'>;

export class BiddingService {
  readonly accounts: AccountStore;
  readonly endpoints: ItemStore<EndpointData>;
  readonly pretargeting: ItemStore<PretargetingData>;
  readonly publishers: ItemStore<PublisherData>;
  readonly userLists: ItemStore<UserListData>;
  readonly creatives: CreativeStore;
  readonly notifier: CreativeNotifier;
  readonly reviewer: Reviewer;

  constructor(readonly ctx: BiddingContext) {
    this.accounts = new AccountStore(ctx.sql);
    this.endpoints = new ItemStore(ctx.sql, 'endpoint');
    this.pretargeting = new ItemStore(ctx.sql, 'pretargeting');
    this.publishers = new ItemStore(ctx.sql, 'publisher');
    this.userLists = new ItemStore(ctx.sql, 'userList');
    this.creatives = new CreativeStore(ctx.sql);
    this.notifier = new CreativeNotifier(
      new WatchStore(ctx.sql),
      this.accounts,
      ctx.clock,
      () => ctx.settings.webhookHosts,
      watchChannelsOn(ctx.sql, ctx.db),
    );
    this.reviewer = new Reviewer(ctx, this.creatives, this.notifier);
  }

  now(): number {
    return this.ctx.clock.now();
  }

  /**
   * Before every call: the demo reviewer decides what is due, so every answer shows review states as they
   * are on the provider's clock.
   */
  catchUp(): Promise<void> {
    return this.reviewer.sweep();
  }

  /** The bidder `bidders/<id>` if the caller is linked to it; 404 otherwise. */
  async bidder(userId: string, id: string): Promise<AccountRow<BidderData>> {
    const row = await this.accounts.visible<BidderData>(userId, bidderName(id));
    if (row === undefined) throw notFound();
    return row;
  }

  /** The buyer `buyers/<id>` if the caller is linked to it; 404 otherwise. */
  async buyer(userId: string, id: string): Promise<AccountRow<BuyerData>> {
    const row = await this.accounts.visible<BuyerData>(userId, buyerName(id));
    if (row === undefined) throw notFound();
    return row;
  }
}
