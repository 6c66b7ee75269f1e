/**
 * The provider bench's server child (provider.ts forks it): this provider on a loopback port, configured
 * from the environment like `npm run provider` (the bench sets PROVIDER_DB=:memory: and
 * PROVIDER_POLL_INTERVAL=1). It answers the bench over IPC (provider-ipc.ts): its CPU time, pending codes
 * and tokens for alice (both made in-process, as the endpoints and the verification page would), and stop.
 */
import { settingsFromEnv } from '../src/provider/settings.ts';
import { startProvider } from '../src/provider/server.ts';
import { allow } from '../src/provider/oauth/grants/grant.ts';
import { grantsIn } from '../src/provider/oauth/grants/store/grants-store.ts';
import { tokensIn } from '../src/provider/oauth/tokens/store/tokens-store.ts';
import { SCOPES } from '../src/shared/scopes.ts';
import { DEMO_USERS } from '../src/provider/oauth/demo.ts';
import { serveBench, type BenchTokens } from './provider-ipc.ts';

const provider = await startProvider({ settings: { ...settingsFromEnv(), port: 0 } });

/**
 * `count` codes allowed by alice and claimed: what `count` of her devices hold after signing in. The bench
 * sets PROVIDER_REFRESH_LIMIT to at least `count`, so that the last ones issued leave the first ones live.
 */
async function tokensForAlice(count: number): Promise<BenchTokens> {
  const { sql, settings, clock } = provider;
  const now = clock.now();
  const scopes = ['openid', SCOPES.calendar];
  const grants = grantsIn(sql);
  const tokens = tokensIn(sql);
  const limits = {
    accessTtlSeconds: settings.accessTtl,
    perClientUser: settings.refreshLimit,
    perUser: settings.refreshLimitPerUser,
  };
  const issued: { accessToken: string; refreshToken: string }[] = [];
  for (let i = 0; i < count; i++) {
    const { grant } = await grants.insertGrant({
      clientId: 'demo-tv',
      scopes,
      now,
      ttlSeconds: settings.codeTtl,
      interval: settings.pollInterval,
    });
    const decided = allow(grant, now, DEMO_USERS.alice.id, scopes);
    if (!decided.ok) throw new Error(`alice could not allow the bench's code: ${decided.refusal}`);
    await grants.save(decided.grant);
    issued.push(await tokens.issue({ ...decided.grant, userId: DEMO_USERS.alice.id }, now, limits));
  }
  const first = issued[0];
  if (first === undefined) throw new Error('the bench asked for no tokens');
  return { accessToken: first.accessToken, refreshTokens: issued.map((t) => t.refreshToken) };
}

/**
 * Pending codes for the polls, made directly in the store: issuing them through /device/code would count
 * each against the client's quota window, which the bench measures apart. Dated just before that window.
 */
async function pendingCodes(count: number): Promise<string[]> {
  const grants = grantsIn(provider.sql);
  const now = provider.clock.now() - 61_000;
  const { codeTtl, pollInterval } = provider.settings;
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    const { deviceCode } = await grants.insertGrant({
      clientId: 'demo-tv',
      scopes: ['openid'],
      now,
      ttlSeconds: codeTtl,
      interval: pollInterval,
    });
    codes.push(deviceCode);
  }
  return codes;
}

serveBench(provider.origin, { tokens: tokensForAlice, codes: pendingCodes, stop: () => provider.close() });
