/** The search-ads module under test, with tokens for alice and bob. */
import { SCOPES } from '../../../src/shared/scopes.ts';
import { searchAdsModule } from '../../../src/provider/apis/searchads/module.ts';
import { ALICE, BOB, startModule, type Harness } from './harness.ts';

export { DEMO } from '../../../src/provider/apis/searchads/demo.ts';

export const TOKENS = { alice: 'alice-sa', aliceOther: 'alice-calendar', bob: 'bob-sa' } as const;

export const startSearchAds = (): Promise<Harness> =>
  startModule(
    searchAdsModule,
    {
      [TOKENS.alice]: [ALICE, [SCOPES.searchAds]],
      [TOKENS.aliceOther]: [ALICE, [SCOPES.calendar]],
      [TOKENS.bob]: [BOB, [SCOPES.searchAds]],
    },
    TOKENS.alice,
  );
