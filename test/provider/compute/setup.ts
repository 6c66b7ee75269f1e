/** The compute module under test: alice owns demo-project, bob reads it. */
import { SCOPES } from '../../../src/shared/scopes.ts';
import { computeModule } from '../../../src/provider/apis/compute/module.ts';
import type { Settings } from '../../../src/provider/settings.ts';
import { ALICE, BOB, startModule, type Harness } from '../searchads/harness.ts';

export const TOKENS = {
  alice: 'alice-compute',
  aliceCloud: 'alice-cloud',
  aliceOther: 'alice-ads',
  bob: 'bob-compute',
} as const;
export const P = '/projects/demo-project';
export const UUID = '3f2b8c1e-7d4a-4e9b-9c2d-1a2b3c4d5e6f';

export const startCompute = (settings: Partial<Settings> = {}): Promise<Harness> =>
  startModule(
    computeModule,
    {
      [TOKENS.alice]: [ALICE, [SCOPES.compute]],
      [TOKENS.aliceCloud]: [ALICE, [SCOPES.cloudPlatform]],
      [TOKENS.aliceOther]: [ALICE, [SCOPES.searchAds]],
      [TOKENS.bob]: [BOB, [SCOPES.compute]],
    },
    TOKENS.alice,
    settings,
  );
