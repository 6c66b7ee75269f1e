/**
 * The id mapping file: one CSV row per child entity of an advertiser (engine accounts, campaigns, ad groups)
 * that exists in both product versions, with its legacy ids and its id in the new version (docs/searchads.md#id-mapping).
 */
import { formatTable } from './report-files.ts';
import type { AdvertiserRow, EntityRow } from '../store/account-store.ts';

export const ID_MAPPING_HEADER = [
  'Entity Type',
  'Legacy Agency ID',
  'Legacy Advertiser ID',
  'Legacy Engine Account ID',
  'Legacy Entity ID',
  'Customer ID',
  'Entity ID',
  'Entity Name',
] as const;

const TYPE_WORDS = { engineAccount: 'Engine account', campaign: 'Campaign', adGroup: 'Ad group' } as const;

export function idMappingCsv(advertiser: AdvertiserRow, entities: readonly EntityRow[]): string {
  const rows = entities
    .filter((e) => e.newId !== null)
    .map((e) => [
      TYPE_WORDS[e.kind],
      advertiser.agencyId,
      advertiser.advertiserId,
      e.engineAccountId,
      e.legacyId,
      advertiser.customerId ?? '',
      e.newId ?? '',
      e.name,
    ]);
  return formatTable('csv', ID_MAPPING_HEADER, rows);
}
