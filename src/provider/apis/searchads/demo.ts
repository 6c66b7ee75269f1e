/**
 * Demo data (README, Demo data): alice is linked to one agency with one advertiser whose first engine account
 * also exists in the new product version as customer 1234567890, and 90 days of conversions before the
 * clock; a second agency belongs to nobody the demo signs in as. bob is linked to no agency.
 * Deterministic for a given clock.
 */
import type { Conversion } from '#shared/wire/searchads.ts';
import { demoPeople } from '../../demo-people.ts';
import type { ModuleContext } from '../../module.ts';
import { AccountStore, type EntityRow } from './store/account-store.ts';
import { ConversionStore } from './store/conversion-store.ts';

export const DEMO = {
  agencyId: '20100000000000895',
  advertiserId: '21700000000011523',
  engineAccountId: '700000000073991',
  legacyOnlyEngineAccountId: '700000000073992',
  customerId: '1234567890',
  purchaseId: '2100000000012345',
  signupId: '2100000000012346',
  otherAgencyId: '20100000000000999',
  otherAdvertiserId: '21700000000099999',
  otherEngineAccountId: '700000000099999',
} as const;

const DAY = 86_400_000;

function entity(
  kind: EntityRow['kind'],
  legacyId: string,
  engineAccountId: string,
  parentId: string | null,
  name: string,
  newId: string | null,
  advertiserId: string = DEMO.advertiserId,
): EntityRow {
  return { kind, legacyId, advertiserId, engineAccountId, parentId, name, newId };
}

const E1 = DEMO.engineAccountId;
const E2 = DEMO.legacyOnlyEngineAccountId;

const ENTITIES: readonly EntityRow[] = [
  entity('engineAccount', E1, E1, null, 'Search – Main', DEMO.customerId),
  entity('engineAccount', E2, E2, null, 'Search – Archive', null),
  entity('campaign', '71700000001001', E1, E1, 'Brand', '20001001'),
  entity('campaign', '71700000001002', E1, E1, 'Winter sale', '20001002'),
  entity('campaign', '71700000001003', E1, E1, 'Old generic', null),
  entity('campaign', '71700000002001', E2, E2, 'Archive brand', null),
  entity('adGroup', '58700000001011', E1, '71700000001001', 'Brand – exact', '30001011'),
  entity('adGroup', '58700000001012', E1, '71700000001001', 'Brand – broad', '30001012'),
  entity('adGroup', '58700000001021', E1, '71700000001002', 'Boots', '30001021'),
  entity('adGroup', '58700000001022', E1, '71700000001002', 'Coats', null),
];

const AD_GROUPS = [
  ['71700000001001', '58700000001011'],
  ['71700000001001', '58700000001012'],
  ['71700000001002', '58700000001021'],
  ['71700000001002', '58700000001022'],
] as const;

/** Four conversions a day: a signup, and three purchases of varying revenue. */
function demoConversions(now: number): Conversion[] {
  const today = Math.floor(now / DAY) * DAY;
  const out: Conversion[] = [];
  for (let day = 90; day >= 1; day -= 1) {
    for (let n = 0; n < 4; n += 1) {
      const at = today - day * DAY + (9 + n * 3) * 3_600_000;
      const [campaignId, adGroupId] = AD_GROUPS[(day + n) % AD_GROUPS.length] ?? AD_GROUPS[0];
      const purchase = n > 0;
      const conversion: Conversion = {
        agencyId: DEMO.agencyId,
        advertiserId: DEMO.advertiserId,
        engineAccountId: E1,
        customerId: DEMO.customerId,
        campaignId,
        adGroupId,
        conversionId: `demo-${String(90 - day + 1).padStart(2, '0')}-${String(n)}`,
        dsConversionId: String(4_000_000_000_000 + (90 - day) * 10 + n),
        conversionTimestamp: String(at),
        conversionModifiedTimestamp: String(at),
        segmentationType: 'FLOODLIGHT',
        segmentationId: purchase ? DEMO.purchaseId : DEMO.signupId,
        segmentationName: purchase ? 'Purchase' : 'Newsletter signup',
        type: purchase ? 'TRANSACTION' : 'ACTION',
        state: 'ACTIVE',
      };
      if (purchase) {
        conversion.revenueMicros = String((20 + ((day * 7 + n * 13) % 80)) * 1_000_000);
        conversion.currencyCode = 'USD';
      }
      out.push(conversion);
    }
  }
  return out;
}

export async function seedSearchAdsDemo(ctx: ModuleContext<'publicUrl'>): Promise<void> {
  const { alice } = await demoPeople(ctx.accounts);
  const accounts = new AccountStore(ctx.sql);
  const conversions = new ConversionStore(ctx.sql);
  await ctx.sql.withTransaction(async () => {
    await accounts.addAgency(DEMO.agencyId, 'Example Agency', [alice.id]);
    await accounts.addAdvertiser({
      advertiserId: DEMO.advertiserId,
      agencyId: DEMO.agencyId,
      name: 'Example Outdoor',
      customerId: DEMO.customerId,
    });
    for (const row of ENTITIES) await accounts.addEntity(row);
    await accounts.addFloodlight(DEMO.advertiserId, DEMO.purchaseId, 'Purchase');
    await accounts.addFloodlight(DEMO.advertiserId, DEMO.signupId, 'Newsletter signup');
    for (const [name, type] of [
      ['Margin', 'double'],
      ['Store visits (modelled)', 'integer'],
      ['Return rate', 'double'],
    ] as const) {
      await accounts.addSavedColumn(DEMO.advertiserId, { name, type });
    }
    for (const conversion of demoConversions(ctx.clock.now())) await conversions.insert(conversion);

    await accounts.addAgency(DEMO.otherAgencyId, 'Another Agency', []);
    await accounts.addAdvertiser({
      advertiserId: DEMO.otherAdvertiserId,
      agencyId: DEMO.otherAgencyId,
      name: 'Someone Else',
      customerId: null,
    });
    const other = DEMO.otherEngineAccountId;
    await accounts.addEntity(
      entity('engineAccount', other, other, null, 'Theirs', null, DEMO.otherAdvertiserId),
    );
    await accounts.addFloodlight(DEMO.otherAdvertiserId, '2100000000099999', 'Purchase');
  });
}
