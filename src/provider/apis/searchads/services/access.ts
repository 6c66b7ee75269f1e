/**
 * Who may see what: a person reaches an agency only through a link of their account, and through it the
 * agency's advertisers and their engine accounts. An id that does not exist and one that belongs to someone
 * else get the same 403, word for word, so ids cannot be probed (docs/searchads.md#rules-this-api-follows).
 */
import { ApiError } from '../../../http/errors.ts';
import type { AccountStore, AdvertiserRow, EntityRow } from '../store/account-store.ts';

export const noAccess = (): ApiError =>
  new ApiError(
    403,
    'permissionDenied',
    'The caller does not have access to the requested agency, advertiser, engine account or customer.',
  );

export interface EngineScope {
  advertiser: AdvertiserRow;
  engine: EntityRow;
  entities: EntityRow[];
}

export class Access {
  constructor(private readonly accounts: AccountStore) {}

  async advertiser(userId: string, agencyId: string, advertiserId: string): Promise<AdvertiserRow> {
    const advertiser = await this.accounts.advertiser(advertiserId);
    if (advertiser?.agencyId !== agencyId || !(await this.accounts.isLinked(userId, agencyId))) {
      throw noAccess();
    }
    return advertiser;
  }

  async engine(
    userId: string,
    agencyId: string,
    advertiserId: string,
    engineAccountId: string,
  ): Promise<EngineScope> {
    const advertiser = await this.advertiser(userId, agencyId, advertiserId);
    const entities = await this.accounts.entities(advertiserId);
    const engine = entities.find((e) => e.kind === 'engineAccount' && e.legacyId === engineAccountId);
    if (engine === undefined) throw noAccess();
    return { advertiser, engine, entities };
  }

  /** The advertisers of a new-version customer id that the caller reaches; none is a 403. */
  async customer(userId: string, customerId: string): Promise<AdvertiserRow[]> {
    const reachable: AdvertiserRow[] = [];
    for (const advertiser of await this.accounts.advertisersOfCustomer(customerId)) {
      if (await this.accounts.isLinked(userId, advertiser.agencyId)) reachable.push(advertiser);
    }
    if (reachable.length === 0) throw noAccess();
    return reachable;
  }
}
