/**
 * The bodies of conversion.insert, conversion.update and conversion.updateAvailability (the public
 * DoubleClick Search v2 shapes). Paths name the row: `conversion[3].revenueMicros`.
 */
import { listOf, matching, object, oneOf, optional, shape, type Decoder } from '#shared/wire/decode.ts';
import type { ConversionState, ConversionType } from '#shared/wire/searchads.ts';
import { ApiError } from '../../http/errors.ts';
import { decodeOr400, id, int64, millis, optionalId, plainText, segmentationType } from './input.ts';

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

const conversionRow: Decoder<ConversionInput> = shape<ConversionInput>({
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
});

const availabilityRow: Decoder<AvailabilityInput> = shape<AvailabilityInput>({
  agencyId: id,
  advertiserId: id,
  segmentationType,
  segmentationId: optionalId,
  segmentationName: optional(text(256)),
  availabilityTimestamp: millis,
});

function batch<T>(body: unknown, field: string, row: Decoder<T>): T[] {
  const rows = decodeOr400(listOf(row), decodeOr400(object, body, 'body')[field], field);
  if (rows.length === 0 || rows.length > MAX_BATCH) {
    throw new ApiError(400, 'invalid', `${field} must hold from 1 to ${String(MAX_BATCH)} rows`);
  }
  return rows;
}

/** `{conversion: [...]}` of insert and update. */
export const conversionBatch = (body: unknown): ConversionInput[] => batch(body, 'conversion', conversionRow);

/** `{availabilities: [...]}` of updateAvailability. */
export const availabilityBatch = (body: unknown): AvailabilityInput[] =>
  batch(body, 'availabilities', availabilityRow);
