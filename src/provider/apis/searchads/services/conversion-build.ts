/** A conversion from its checked input row, and back (the base an update merges over). */
import type { Conversion } from '#shared/wire/searchads.ts';
import type { EngineScope } from './access.ts';
import type { ConversionInput } from '../routes/conversion-input.ts';

export function build(
  row: ConversionInput,
  scope: EngineScope,
  segmentation: { id: string; name: string },
  dsConversionId: string,
  now: string,
): Conversion {
  const conversion: Conversion = {
    agencyId: row.agencyId,
    advertiserId: row.advertiserId,
    engineAccountId: row.engineAccountId,
    conversionId: row.conversionId,
    dsConversionId,
    conversionTimestamp: row.conversionTimestamp,
    conversionModifiedTimestamp: now,
    segmentationType: 'FLOODLIGHT',
    segmentationId: segmentation.id,
    segmentationName: segmentation.name,
    type: row.type ?? 'ACTION',
    state: row.state ?? 'ACTIVE',
  };
  const customerId = scope.engine.newId === null ? undefined : (scope.advertiser.customerId ?? undefined);
  const optional = { customerId, ...pick(row) };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(conversion, { [key]: value });
  }
  return conversion;
}

const pick = ({
  campaignId,
  adGroupId,
  clickId,
  revenueMicros,
  currencyCode,
  quantityMillis,
  countMillis,
}: ConversionInput) => ({
  campaignId,
  adGroupId,
  clickId,
  revenueMicros,
  currencyCode,
  quantityMillis,
  countMillis,
});

/** A stored conversion as the input that would make it (the base an update merges over). */
export function unbuild(c: Conversion): ConversionInput {
  const input: ConversionInput & Partial<Conversion> = { ...c };
  delete input.dsConversionId;
  delete input.conversionModifiedTimestamp;
  delete input.customerId;
  return input;
}
