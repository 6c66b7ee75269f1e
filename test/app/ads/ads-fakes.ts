/** Fake bidding and search ads clients for the wallboard's tests: they record calls and keep state. */
import type { ApiClients } from '../../../src/app/api/api-context.ts';
import type { PretargetingSummary } from '../../../src/app/api/bidding-decode.ts';
import type { ConversionPoint } from '../../../src/app/api/searchads-client.ts';

export const DAY_MS = 86_400_000;

export interface FakeAds {
  calls: string[];
  bidding: ApiClients['bidding'];
  searchAds: ApiClients['searchAds'];
}

/** Two configurations (one suspended), four creatives, and `perDay(i)` conversions on each asked day. */
export function fakeAds(perDay: (dayIndex: number) => number = (i) => i + 1): FakeAds {
  const calls: string[] = [];
  const configs: PretargetingSummary[] = [
    { name: 'bidders/1/pretargetingConfigs/1', displayName: 'US web display', state: 'ACTIVE' },
    { name: 'bidders/1/pretargetingConfigs/3', displayName: 'Connected TV video', state: 'SUSPENDED' },
  ];
  const setState = (name: string, state: PretargetingSummary['state']): PretargetingSummary => {
    const config = configs.find((c) => c.name === name);
    if (!config) throw new Error(`no ${name}`);
    config.state = state;
    return { ...config };
  };
  const bidding: Partial<ApiClients['bidding']> = {
    bidders: () => {
      calls.push('bidders');
      return Promise.resolve(['bidders/1']);
    },
    buyers: () => Promise.resolve(['buyers/1', 'buyers/2']),
    pretargetingConfigs: () => Promise.resolve(configs.map((c) => ({ ...c }))),
    creativeStatuses: (buyer) =>
      Promise.resolve(
        buyer === 'buyers/1'
          ? [
              { name: 'c1', status: 'APPROVED' },
              { name: 'c2', status: 'APPROVED' },
              { name: 'c3', status: 'DISAPPROVED' },
            ]
          : [{ name: 'c4', status: 'PENDING_REVIEW' }],
      ),
    activate: (name) => {
      calls.push(`activate ${name}`);
      return Promise.resolve(setState(name, 'ACTIVE'));
    },
    suspend: (name) => {
      calls.push(`suspend ${name}`);
      return Promise.resolve(setState(name, 'SUSPENDED'));
    },
  };
  const searchAds: Partial<ApiClients['searchAds']> = {
    conversions: (ids, range) => {
      calls.push(`conversions ${ids.engineAccountId}`);
      const points: ConversionPoint[] = [];
      for (let day = range.startMs, i = 0; day <= range.endMs; day += DAY_MS, i++) {
        for (let n = 0; n < perDay(i); n++) points.push({ timestampMs: day + n * 60_000, state: 'ACTIVE' });
        points.push({ timestampMs: day + 1000, state: 'REMOVED' });
      }
      return Promise.resolve(points);
    },
  };
  return {
    calls,
    bidding: bidding as ApiClients['bidding'],
    searchAds: searchAds as ApiClients['searchAds'],
  };
}
