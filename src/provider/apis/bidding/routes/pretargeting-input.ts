/** The body of pretargetingConfigs.create and .patch, checked with the decode kit. */
import {
  CREATIVE_FORMATS,
  ENVIRONMENTS,
  INTERSTITIAL_TARGETING,
  PLATFORMS,
  TARGETING_MODES,
  USER_ID_TYPES,
  USER_TARGETING_MODES,
  type NumericTargetingDimension,
  type PretargetingConfig,
  type StringTargetingDimension,
} from '#shared/wire/bidding.ts';
import { strictShape } from '#shared/wire/request-fields.ts';
import { integer, listOf, matching, maxLength, oneOf, optional, type Decoder } from '#shared/wire/decode.ts';
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
  'interstitialTargeting',
  'includedCreativeDimensions',
  'includedMobileOperatingSystemIds',
  'includedUserIdTypes',
  'allowedUserTargetingModes',
  'userListTargeting',
  'verticalTargeting',
  'excludedContentLabelIds',
] as const;

export type PretargetingFields = Pick<PretargetingData, (typeof PRETARGETING_MUTABLE)[number]>;

const displayName = matching(/^(?=.*\S)[^]{1,255}$/, 'non-blank text of at most 255 characters');
const value = maxLength(1024);

const stringDimension: Decoder<StringTargetingDimension> = strictShape<StringTargetingDimension>({
  targetingMode: optional(oneOf(TARGETING_MODES)),
  values: optional(listOf(value)),
});

const ids = listOf(int64({ min: 1 }));
const numericDimension: Decoder<NumericTargetingDimension> = strictShape<NumericTargetingDimension>({
  includedIds: optional(ids),
  excludedIds: optional(ids),
});
const dimension = strictShape<{ width?: string; height?: string }>({
  width: optional(int64({ min: 0 })),
  height: optional(int64({ min: 0 })),
});

const fields = {
  displayName: optional(displayName),
  includedFormats: optional(listOf(oneOf(CREATIVE_FORMATS))),
  includedPlatforms: optional(listOf(oneOf(PLATFORMS))),
  includedEnvironments: optional(listOf(oneOf(ENVIRONMENTS))),
  includedLanguages: optional(listOf(matching(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'a language code'))),
  geoTargeting: optional(numericDimension),
  maximumQps: optional(int64({ min: 0 })),
  minimumViewabilityDecile: optional(integer({ min: 0, max: 10 })),
  webTargeting: optional(stringDimension),
  appTargeting: optional(
    strictShape({
      mobileAppTargeting: optional(stringDimension),
      mobileAppCategoryTargeting: optional(numericDimension),
    }),
  ),
  publisherTargeting: optional(stringDimension),
  interstitialTargeting: optional(oneOf(INTERSTITIAL_TARGETING)),
  includedCreativeDimensions: optional(listOf(dimension)),
  includedMobileOperatingSystemIds: optional(ids),
  includedUserIdTypes: optional(listOf(oneOf(USER_ID_TYPES))),
  allowedUserTargetingModes: optional(listOf(oneOf(USER_TARGETING_MODES))),
  userListTargeting: optional(numericDimension),
  verticalTargeting: optional(numericDimension),
  excludedContentLabelIds: optional(ids),
};

/** The public resource's fields the server sets: passed over in a request, as the public API does. */
const SERVER_SET = { outputOnly: ['name', 'billingId', 'state', 'invalidGeoIds'] };

/** A patch: any of the mutable fields. */
export const pretargetingPatch: Decoder<Partial<PretargetingFields>> = strictShape<
  Partial<PretargetingFields>
>(fields, SERVER_SET);

/**
 * A new configuration: `displayName` is required. `billingId` is output only in the public resource: the
 * server assigns it, as it does `name` and `state`.
 */
export const pretargetingCreate: Decoder<Partial<PretargetingFields> & { displayName: string }> = strictShape(
  { ...fields, displayName },
  SERVER_SET,
);
