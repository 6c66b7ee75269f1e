/**
 * The bodies of conversion.insert, conversion.update and conversion.updateAvailability (the public
 * DoubleClick Search v2 shapes). Paths name the row: `conversion[3].revenueMicros`.
 */
import { onlyFields, strictShape } from '#shared/wire/request-fields.ts';
import { listOf, matching, oneOf, optional, shape, type Decoder } from '#shared/wire/decode.ts';
import type { ConversionState, ConversionType } from '#shared/wire/searchads.ts';
import { ApiError } from '../../../http/errors.ts';
import { bodyOf, reads } from '../../../http/input-description.ts';
import type { Reader } from '../../../http/validate.ts';
import { id, int64, millis, optionalId, plainText, read, segmentationType } from './wording.ts';

export interface ConversionInput {
  agencyId: string;
  advertiserId: string;
  engineAccountId: string;
  conversionId: string;
  conversionTimestamp: string;
  segmentationType: 'FLOODLIGHT';
  segmentationId?: string;
  segmentationName?: string;
  type?: ConversionType;
  state?: ConversionState;
  revenueMicros?: string;
  currencyCode?: string;
  quantityMillis?: string;
  countMillis?: string;
  campaignId?: string;
  adGroupId?: string;
  clickId?: string;
}

export interface AvailabilityInput {
  agencyId: string;
  advertiserId: string;
  segmentationType: 'FLOODLIGHT';
  segmentationId?: string;
  segmentationName?: string;
  availabilityTimestamp: string;
}

/** At most this many rows in one batch (docs/searchads.md). */
export const MAX_BATCH = 200;

const text = (max: number): Decoder<string> => plainText(1, max);

/** The public Conversion's fields that this provider sets itself, and those it does not model. */
const CONVERSION_OTHER = {
  outputOnly: ['dsConversionId', 'conversionModifiedTimestamp', 'customerId'],
  unsupported: [
    'adId',
    'adUserDataConsent',
    'attributionModel',
    'channel',
    'criterionId',
    'customDimension',
    'customMetric',
    'deviceType',
    'floodlightOrderId',
    'inventoryAccountId',
    'productCountry',
    'productGroupId',
    'productId',
    'productLanguage',
    'storeId',
  ],
};

const conversionRow: Decoder<ConversionInput> = strictShape<ConversionInput>(
  {
    agencyId: id,
    advertiserId: id,
    engineAccountId: id,
    conversionId: text(128),
    conversionTimestamp: millis,
    segmentationType,
    segmentationId: optionalId,
    segmentationName: optional(text(256)),
    type: optional(oneOf(['ACTION', 'TRANSACTION'])),
    state: optional(oneOf(['ACTIVE', 'REMOVED'])),
    revenueMicros: optional(int64),
    currencyCode: optional(matching(/^[A-Z]{3}$/, 'an ISO 4217 code of three capital letters')),
    quantityMillis: optional(int64),
    countMillis: optional(int64),
    campaignId: optionalId,
    adGroupId: optionalId,
    clickId: optional(text(256)),
  },
  CONVERSION_OTHER,
);

const availabilityRow: Decoder<AvailabilityInput> = strictShape<AvailabilityInput>(
  {
    agencyId: id,
    advertiserId: id,
    segmentationType,
    segmentationId: optionalId,
    segmentationName: optional(text(256)),
    availabilityTimestamp: millis,
  },
  { outputOnly: ['customerId'] },
);

/** `{<field>: [...]}` of 1 to MAX_BATCH rows, each checked by `row` (at `<field>[i]`). */
function batch<T>(field: string, row: Decoder<T>): Reader<T[]> {
  const rows = listOf(row);
  const list = onlyFields([field], { outputOnly: ['kind'] });
  const body = read.body((value) => rows(list(value, 'body')[field], field));
  return reads(
    async (c) => {
      const given = await body(c);
      if (given.length === 0 || given.length > MAX_BATCH) {
        throw new ApiError(400, 'invalid', `${field} must hold from 1 to ${String(MAX_BATCH)} rows`);
      }
      return given;
    },
    bodyOf(shape({ [field]: rows })),
  );
}

/** `{conversion: [...]}` of insert and update. */
export const conversionBatch = batch('conversion', conversionRow);

/** `{availabilities: [...]}` of updateAvailability. */
export const availabilityBatch = batch('availabilities', availabilityRow);
