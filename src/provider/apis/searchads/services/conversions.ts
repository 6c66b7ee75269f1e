/**
 * Conversion lists and the three batch writes. A batch is all or nothing: every row is checked first, and
 * the first bad row fails the batch with its index in the message; only then is anything written, in one
 * transaction (docs/searchads.md#rules-this-api-follows).
 */
import { randomInt } from 'node:crypto';
import type { Availability, Conversion, ConversionList } from '#shared/wire/searchads.ts';
import { ApiError } from '../../../http/errors.ts';
import type { ModuleContext } from '../../../module.ts';
import type { Access, EngineScope } from './access.ts';
import type { AvailabilityInput, ConversionInput } from '../routes/conversion-input.ts';
import { build, unbuild } from './conversion-build.ts';
import type { ListQuery } from '../routes/wording.ts';
import type { AccountStore } from '../store/account-store.ts';
import type { ConversionFilter, ConversionStore } from '../store/conversion-store.ts';

/** Runs `check` for row `index`, prefixing any error's message with the row's path. */
async function atRow<T>(field: string, index: number, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    throw new ApiError(err.status, err.reason, `${field}[${String(index)}]: ${err.message}`);
  }
}

const list = (conversion: Conversion[]): ConversionList => ({
  kind: 'doubleclicksearch#conversionList',
  conversion,
});

/** A uint64-like id of 16 decimal digits. */
const newDsId = (): string =>
  String(randomInt(1, 10)) +
  String(randomInt(0, 1e9)).padStart(9, '0') +
  String(randomInt(0, 1e6)).padStart(6, '0');

/** Every row checked in order before any is written; the first bad one fails the batch with its index. */
async function eachRow<T>(
  rows: readonly ConversionInput[],
  check: (row: ConversionInput) => Promise<T>,
): Promise<T[]> {
  const ready: T[] = [];
  for (const [i, row] of rows.entries()) ready.push(await atRow('conversion', i, () => check(row)));
  return ready;
}

export class Conversions {
  constructor(
    private readonly ctx: ModuleContext<'publicUrl'>,
    private readonly access: Access,
    private readonly accounts: AccountStore,
    private readonly store: ConversionStore,
  ) {}

  async listForEngine(userId: string, path: EngineIds, query: ListQuery): Promise<ConversionList> {
    await this.access.engine(userId, path.agencyId, path.advertiserId, path.engineAccountId);
    return this.#list({ advertiserIds: [path.advertiserId], engineAccountId: path.engineAccountId }, query);
  }

  async listForCustomer(
    userId: string,
    customerId: string,
    query: ListQuery & Partial<EngineIds>,
  ): Promise<ConversionList> {
    const advertisers = (await this.access.customer(userId, customerId)).filter(
      (a) =>
        (query.agencyId === undefined || a.agencyId === query.agencyId) &&
        (query.advertiserId === undefined || a.advertiserId === query.advertiserId),
    );
    if (advertisers.length === 0) return list([]);
    const ids = advertisers.map((a) => a.advertiserId);
    return this.#list({ advertiserIds: ids, customerId, engineAccountId: query.engineAccountId }, query);
  }

  async #list(
    filter: Omit<ConversionFilter, 'from' | 'to' | 'campaignId' | 'adGroupId'>,
    q: ListQuery,
  ): Promise<ConversionList> {
    const full = { ...filter, from: q.from, to: q.to, campaignId: q.campaignId, adGroupId: q.adGroupId };
    return list(await this.store.list(full, q.startRow, q.rowCount));
  }

  async insert(userId: string, rows: readonly ConversionInput[]): Promise<ConversionList> {
    const now = String(this.ctx.clock.now());
    const seen = new Set<string>();
    const ready = await eachRow(rows, async (row) => {
      const scope = await this.#scope(userId, row);
      const key = `${row.advertiserId}/${row.conversionId}`;
      if (seen.has(key) || (await this.store.find(row.advertiserId, row.conversionId)) !== undefined) {
        throw new ApiError(409, 'duplicate', `conversionId ${row.conversionId} already exists`);
      }
      seen.add(key);
      const segmentation = await this.#segmentation(row);
      return build(row, scope, segmentation, newDsId(), now);
    });
    await this.ctx.sql.withTransaction(async () => {
      for (const conversion of ready) await this.store.insert(conversion);
    });
    return list(ready);
  }

  async update(userId: string, rows: readonly ConversionInput[]): Promise<ConversionList> {
    const now = String(this.ctx.clock.now());
    const seen = new Set<string>();
    const ready = await eachRow(rows, async (row) => {
      const scope = await this.#scope(userId, row);
      const stored = await this.store.find(row.advertiserId, row.conversionId);
      if (stored === undefined || stored.engineAccountId !== row.engineAccountId) {
        throw new ApiError(404, 'notFound', `no conversion ${row.conversionId} in this engine account`);
      }
      if (stored.conversionTimestamp !== row.conversionTimestamp) {
        throw new ApiError(400, 'invalid', 'conversionTimestamp must equal the stored conversion’s');
      }
      if (seen.has(stored.dsConversionId)) {
        throw new ApiError(400, 'invalid', `conversion ${row.conversionId} appears twice in the batch`);
      }
      seen.add(stored.dsConversionId);
      const base = unbuild(stored);
      if (row.segmentationId !== undefined || row.segmentationName !== undefined) {
        delete base.segmentationId;
        delete base.segmentationName;
      }
      const merged: ConversionInput = { ...base, ...row };
      const segmentation = await this.#segmentation(merged);
      return build(merged, scope, segmentation, stored.dsConversionId, now);
    });
    await this.ctx.sql.withTransaction(async () => {
      for (const conversion of ready) await this.store.update(conversion);
    });
    return list(ready);
  }

  async updateAvailability(
    userId: string,
    rows: readonly AvailabilityInput[],
  ): Promise<{ availabilities: Availability[] }> {
    const ready: Availability[] = [];
    for (const [i, row] of rows.entries()) {
      ready.push(
        await atRow('availabilities', i, async () => {
          await this.access.advertiser(userId, row.agencyId, row.advertiserId);
          const segmentation = await this.#segmentation(row);
          return {
            agencyId: row.agencyId,
            advertiserId: row.advertiserId,
            segmentationType: 'FLOODLIGHT',
            segmentationId: segmentation.id,
            segmentationName: segmentation.name,
            availabilityTimestamp: row.availabilityTimestamp,
          };
        }),
      );
    }
    await this.ctx.sql.withTransaction(async () => {
      for (const availability of ready) await this.store.putAvailability(availability);
    });
    return { availabilities: ready };
  }

  /** The row's engine account, and its campaign and ad group when named (each must lie under the one above). */
  async #scope(userId: string, row: ConversionInput): Promise<EngineScope> {
    const scope = await this.access.engine(userId, row.agencyId, row.advertiserId, row.engineAccountId);
    const under = (kind: string, entityId: string | undefined, parentId: string): void => {
      if (entityId === undefined) return;
      const found = scope.entities.find((e) => e.kind === kind && e.legacyId === entityId);
      if (found?.parentId !== parentId) {
        throw new ApiError(400, 'invalid', `${kind}Id ${entityId} is not in ${parentId}`);
      }
    };
    under('campaign', row.campaignId, row.engineAccountId);
    if (row.adGroupId !== undefined && row.campaignId === undefined) {
      throw new ApiError(400, 'required', 'campaignId is required with adGroupId');
    }
    under('adGroup', row.adGroupId, row.campaignId ?? '');
    if ((row.type ?? 'ACTION') === 'TRANSACTION' && row.revenueMicros === undefined) {
      throw new ApiError(400, 'required', 'revenueMicros is required for a TRANSACTION conversion');
    }
    return scope;
  }

  /** The floodlight activity a row names by id or by name (both: they must agree). */
  async #segmentation(row: {
    advertiserId: string;
    segmentationId?: string;
    segmentationName?: string;
  }): Promise<{ id: string; name: string }> {
    const activities = await this.accounts.floodlights(row.advertiserId);
    if (row.segmentationId === undefined && row.segmentationName === undefined) {
      throw new ApiError(400, 'required', 'segmentationId or segmentationName is required');
    }
    const found = activities.find((a) =>
      row.segmentationId !== undefined ? a.id === row.segmentationId : a.name === row.segmentationName,
    );
    if (found === undefined || (row.segmentationName !== undefined && found.name !== row.segmentationName)) {
      throw new ApiError(400, 'invalid', 'the segmentation names no floodlight activity of this advertiser');
    }
    return found;
  }
}

export interface EngineIds {
  agencyId: string;
  advertiserId: string;
  engineAccountId: string;
}
