/**
 * The six targeting verbs of pretargetingConfigs: :addTargetedApps, :addTargetedPublishers,
 * :addTargetedSites and their :remove… twins, as set operations (docs/bidding.md#rules-this-api-follows).
 * An add names a targeting mode; while the list has values the mode must stay the one it has. The public
 * request bodies name the mode `targetingMode` for all three (AddTargetedAppsRequest,
 * AddTargetedPublishersRequest, AddTargetedSitesRequest); the earlier `appTargetingMode` and
 * `publisherTargetingMode` are still read for a release so that callers written against them keep working.
 */
import { TARGETING_MODES, type StringTargetingDimension } from '#shared/wire/bidding.ts';
import {
  listOf,
  map,
  maxLength,
  oneOf,
  optional,
  shape,
  WireError,
  type Decoder,
} from '#shared/wire/decode.ts';
import { describedLike } from '#shared/wire/decoder-schema.ts';
import { strictShape } from '#shared/wire/request-fields.ts';
import { readAll } from '../../../http/validate.ts';
import { invalidArgument } from '../services/errors.ts';
import type { PretargetingData } from './pretargeting-input.ts';
import { BIDDING, capitalized, idWithVerb, route } from './bidding-route.ts';
import { changeConfig, COLLECTION, configNames } from './pretargeting.ts';
import { body } from './wording.ts';

interface Target {
  /** The verb's suffix: `Apps` in addTargetedApps. */
  suffix: string;
  /** The field that named the mode before `targetingMode`, still read; absent for sites. */
  legacyModeField?: string;
  /** The request field of the values, as the public API names it. */
  valuesField: string;
  get(data: PretargetingData): StringTargetingDimension | undefined;
  set(data: PretargetingData, dimension: StringTargetingDimension): PretargetingData;
}

const TARGETS: readonly Target[] = [
  {
    suffix: 'Apps',
    legacyModeField: 'appTargetingMode',
    valuesField: 'appIds',
    get: (data) => data.appTargeting?.mobileAppTargeting,
    set: (data, dimension) => ({
      ...data,
      appTargeting: { ...data.appTargeting, mobileAppTargeting: dimension },
    }),
  },
  {
    suffix: 'Publishers',
    legacyModeField: 'publisherTargetingMode',
    valuesField: 'publisherIds',
    get: (data) => data.publisherTargeting,
    set: (data, dimension) => ({ ...data, publisherTargeting: dimension }),
  },
  {
    suffix: 'Sites',
    valuesField: 'sites',
    get: (data) => data.webTargeting,
    set: (data, dimension) => ({ ...data, webTargeting: dimension }),
  },
];

const values = listOf(maxLength(1024));
const path = (verb: string): string => `${COLLECTION}/${idWithVerb('config', verb)}`;
const names = configNames(true);

type Mode = NonNullable<StringTargetingDimension['targetingMode']>;

/** An add's body: its mode (`targetingMode`, or the field it had before) and its values. */
function addRequest(target: Target): Decoder<{ mode: Mode; values: string[] }> {
  const mode = optional(oneOf(TARGETING_MODES));
  const legacy = target.legacyModeField;
  const fields: Record<string, Decoder<unknown>> = { targetingMode: mode, [target.valuesField]: values };
  if (legacy !== undefined) fields[legacy] = mode;
  const read = map(strictShape<Record<string, unknown>>(fields), (body, path) => {
    const given = (body['targetingMode'] ?? (legacy === undefined ? undefined : body[legacy])) as
      Mode | undefined;
    if (given === undefined)
      throw new WireError(`${path}.targetingMode`, 'INCLUSIVE or EXCLUSIVE', 'required');
    return { mode: given, values: body[target.valuesField] as string[] };
  });
  // Described by the public fields alone: the earlier name of the mode is read, not offered.
  return describedLike(shape({ targetingMode: mode, [target.valuesField]: values }), read);
}

/** :addTargeted… and :removeTargeted… of one target. */
function targetRoutes(target: Target) {
  const add = addRequest(target);
  const remove = strictShape<Record<string, unknown>>({ [target.valuesField]: values });
  const addVerb = `addTargeted${target.suffix}`;
  const removeVerb = `removeTargeted${target.suffix}`;
  return [
    route(
      {
        method: 'POST',
        path: path(addVerb),
        id: `realtimebidding.bidders.pretargetingConfigs.${addVerb}`,
        request: `${capitalized(addVerb)}Request`,
        response: 'PretargetingConfig',
        access: BIDDING,
        input: readAll({ body: body(add), names }),
      },
      ({ input, grant }, svc) => {
        const { mode, values: added } = input.body;
        return changeConfig(svc, grant.userId, input.names, (data) => {
          const current = target.get(data) ?? {};
          const had = current.values ?? [];
          if (had.length > 0 && current.targetingMode !== undefined && current.targetingMode !== mode) {
            throw invalidArgument(
              `targetingMode must be ${current.targetingMode}, the mode of the values already targeted.`,
            );
          }
          return target.set(data, { targetingMode: mode, values: [...new Set([...had, ...added])] });
        });
      },
    ),
    route(
      {
        method: 'POST',
        path: path(removeVerb),
        id: `realtimebidding.bidders.pretargetingConfigs.${removeVerb}`,
        request: `${capitalized(removeVerb)}Request`,
        response: 'PretargetingConfig',
        access: BIDDING,
        input: readAll({ body: body(remove), names }),
      },
      ({ input, grant }, svc) => {
        const gone = new Set(input.body[target.valuesField] as string[]);
        return changeConfig(svc, grant.userId, input.names, (data) => {
          const current = target.get(data);
          if (current === undefined) return undefined;
          const kept = (current.values ?? []).filter((v) => !gone.has(v));
          return target.set(data, { ...current, values: kept });
        });
      },
    ),
  ];
}

export const targetingRoutes = TARGETS.flatMap(targetRoutes);
