/**
 * The six targeting verbs of pretargetingConfigs: :addTargetedApps, :addTargetedPublishers,
 * :addTargetedSites and their :remove… twins, as set operations (docs/bidding.md#rules-this-api-follows).
 * An add names a targeting mode; while the list has values the mode must stay the one it has.
 */
import { Hono } from 'hono';
import { TARGETING_MODES, type StringTargetingDimension } from '#shared/wire/bidding.ts';
import { listOf, maxLength, oneOf, shape } from '#shared/wire/decode.ts';
import type { ApiEnv } from '../../../http/bearer.ts';
import { invalidArgument } from '../errors.ts';
import { body } from '../input.ts';
import { id, idWithVerb } from '../names.ts';
import type { PretargetingData } from '../pretargeting-input.ts';
import type { BiddingService } from '../service.ts';
import { findConfig, renderConfig } from './pretargeting.ts';

interface Target {
  /** The verb's suffix: `Apps` in addTargetedApps. */
  suffix: string;
  /** The request fields, as the public API names them. */
  modeField: string;
  valuesField: string;
  get(data: PretargetingData): StringTargetingDimension | undefined;
  set(data: PretargetingData, dimension: StringTargetingDimension): PretargetingData;
}

const TARGETS: readonly Target[] = [
  {
    suffix: 'Apps',
    modeField: 'appTargetingMode',
    valuesField: 'appIds',
    get: (data) => data.appTargeting?.mobileAppTargeting,
    set: (data, dimension) => ({
      ...data,
      appTargeting: { ...data.appTargeting, mobileAppTargeting: dimension },
    }),
  },
  {
    suffix: 'Publishers',
    modeField: 'publisherTargetingMode',
    valuesField: 'publisherIds',
    get: (data) => data.publisherTargeting,
    set: (data, dimension) => ({ ...data, publisherTargeting: dimension }),
  },
  {
    suffix: 'Sites',
    modeField: 'targetingMode',
    valuesField: 'sites',
    get: (data) => data.webTargeting,
    set: (data, dimension) => ({ ...data, webTargeting: dimension }),
  },
];

const values = listOf(maxLength(1024));

export function targetingRoutes(svc: BiddingService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const path = (verb: string): string =>
    `/bidders/${id('bidder')}/pretargetingConfigs/${idWithVerb('config', verb)}`;

  for (const target of TARGETS) {
    const add = shape<Record<string, unknown>>({
      [target.modeField]: oneOf(TARGETING_MODES),
      [target.valuesField]: values,
    });
    const remove = shape<Record<string, unknown>>({ [target.valuesField]: values });

    app.post(path(`addTargeted${target.suffix}`), async (c) => {
      const input = await body(c, add);
      const mode = input[target.modeField] as StringTargetingDimension['targetingMode'];
      const added = input[target.valuesField] as string[];
      const config = await svc.ctx.sql.withTransaction(async () => {
        const row = await findConfig(svc, c, true);
        const current = target.get(row.data) ?? {};
        const had = current.values ?? [];
        if (had.length > 0 && current.targetingMode !== undefined && current.targetingMode !== mode) {
          throw invalidArgument(
            `${target.modeField} must be ${current.targetingMode}, the mode of the values already targeted.`,
          );
        }
        const data = target.set(row.data, { targetingMode: mode, values: [...new Set([...had, ...added])] });
        await svc.pretargeting.update(row.parent, row.id, data);
        return { ...row, data };
      });
      return c.json(renderConfig(config));
    });

    app.post(path(`removeTargeted${target.suffix}`), async (c) => {
      const gone = new Set((await body(c, remove))[target.valuesField] as string[]);
      const config = await svc.ctx.sql.withTransaction(async () => {
        const row = await findConfig(svc, c, true);
        const current = target.get(row.data);
        if (current === undefined) return row;
        const kept = (current.values ?? []).filter((v) => !gone.has(v));
        const data = target.set(row.data, { ...current, values: kept });
        await svc.pretargeting.update(row.parent, row.id, data);
        return { ...row, data };
      });
      return c.json(renderConfig(config));
    });
  }

  return app;
}
