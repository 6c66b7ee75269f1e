/** The body of pretargetingConfigs.create and .patch, checked with the decode kit. */
import {
  CREATIVE_FORMATS,
  ENVIRONMENTS,
  PLATFORMS,
  TARGETING_MODES,
  type PretargetingConfig,
  type StringTargetingDimension,
} from '#shared/wire/bidding.ts';
import {
  integer,
  listOf,
  matching,
  maxLength,
  oneOf,
  optional,
  shape,
  type Decoder,
} from '#shared/wire/decode.ts';
import { int64 } from './wording.ts';

export type PretargetingData = Omit<PretargetingConfig, 'name'>;

/** What create and patch may set; `state` moves only with :activate and :suspend. */
export const PRETARGETING_MUTABLE = [
  'displayName',
  'includedFormats',
  'includedPlatforms',
  'includedEnvironments',
  'includedLanguages',
  'geoTargeting',
  'maximumQps',
  'minimumViewabilityDecile',
  'webTargeting',
  'appTargeting',
  'publisherTargeting',
] as const;

export type PretargetingFields = Pick<PretargetingData, (typeof PRETARGETING_MUTABLE)[number]>;

const displayName = matching(/^(?=.*\S)[^]{1,255}$/, 'non-blank text of at most 255 characters');
const value = maxLength(1024);

const stringDimension: Decoder<StringTargetingDimension> = shape<StringTargetingDimension>({
  targetingMode: optional(oneOf(TARGETING_MODES)),
  values: optional(listOf(value)),
});

const fields = {
  displayName: optional(displayName),
  includedFormats: optional(listOf(oneOf(CREATIVE_FORMATS))),
  includedPlatforms: optional(listOf(oneOf(PLATFORMS))),
  includedEnvironments: optional(listOf(oneOf(ENVIRONMENTS))),
  includedLanguages: optional(listOf(matching(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'a language code'))),
  geoTargeting: optional(
    shape({
      includedIds: optional(listOf(int64({ min: 1 }))),
      excludedIds: optional(listOf(int64({ min: 1 }))),
    }),
  ),
  maximumQps: optional(int64({ min: 0 })),
  minimumViewabilityDecile: optional(integer({ min: 0, max: 10 })),
  webTargeting: optional(stringDimension),
  appTargeting: optional(shape({ mobileAppTargeting: optional(stringDimension) })),
  publisherTargeting: optional(stringDimension),
};

/** A patch: any of the mutable fields. */
export const pretargetingPatch: Decoder<Partial<PretargetingFields>> =
  shape<Partial<PretargetingFields>>(fields);

/** A new configuration: `displayName` is required, `billingId` may be given once here. */
export const pretargetingCreate: Decoder<
  Partial<PretargetingFields> & { displayName: string; billingId?: string }
> = shape({ ...fields, displayName, billingId: optional(int64({ min: 1 })) });
