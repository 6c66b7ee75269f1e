/**
 * The provider bench's figures for this provider alone: refreshes and a calendar events list of 250
 * events, in requests per second, under the same load generator as the polls.
 *
 * A refresh token is refreshed at most REFRESH_PACE.max times a minute (docs/provider.md#refresh), as a TV
 * refreshes about once an hour: one token in a loop measures the 429 that says so. So the refreshes are
 * `REFRESHING_DEVICES` devices' tokens in turn, each refreshed as often as its pace allows.
 */
import { REFRESH_PACE } from '../src/provider/oauth/tokens/refresh-pace.ts';
import type { BenchRow } from './bench-row.ts';
import type { ServerChild } from './provider-ipc.ts';
import { classifier, load } from './provider-load.ts';

/** Signed-in devices whose refresh tokens the refresh figure uses; the provider must keep them all live. */
export const REFRESHING_DEVICES = 2_000;
const SECONDS = 5;
const EVENTS = 250;
const EVENTS_PATH = `/calendar/v3/calendars/primary/events?maxResults=${EVENTS}`;

/** Adds `EVENTS` events to alice's primary calendar, one a day from 2026-03-01. */
async function addEvents(origin: string, accessToken: string): Promise<void> {
  for (let i = 0; i < EVENTS; i++) {
    const start = new Date(Date.UTC(2026, 2, 1, 9) + i * 86_400_000);
    const end = new Date(start.getTime() + 3_600_000);
    const res = await fetch(`${origin}/calendar/v3/calendars/primary/events`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        summary: `Bench event ${i + 1}`,
        start: { dateTime: start.toISOString() },
        end: { dateTime: end.toISOString() },
      }),
    });
    if (!res.ok) throw new Error(`adding a bench event: ${res.status} ${await res.text()}`);
  }
  const list = await fetch(origin + EVENTS_PATH, { headers: { Authorization: `Bearer ${accessToken}` } });
  const items = ((await list.json()) as { items?: unknown[] }).items?.length;
  if (items !== EVENTS)
    throw new Error(`the bench's events list holds ${String(items)} events, not ${EVENTS}`);
}

const perSecond = (rate: number): string => `${Math.round(rate).toLocaleString('en-US')}/s`;

export async function benchOursOnly(server: ServerChild): Promise<BenchRow[]> {
  const { accessToken, refreshTokens } = await server.tokens(REFRESHING_DEVICES);
  const refresh = await load({
    origin: server.origin,
    method: 'POST',
    path: '/token',
    bodies: refreshTokens.map((refreshToken) =>
      new URLSearchParams({
        client_id: 'demo-tv',
        client_secret: 'demo-tv-secret',
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      }).toString(),
    ),
    // Each token in turn, as many times as its pace allows within the minute.
    amount: refreshTokens.length * REFRESH_PACE.max,
    classify: classifier((status) => status === 200),
  });
  await addEvents(server.origin, accessToken);
  const list = await load({
    origin: server.origin,
    method: 'GET',
    path: EVENTS_PATH,
    headers: { Authorization: `Bearer ${accessToken}` },
    seconds: SECONDS,
    classify: classifier((status) => status === 200),
  });
  const apart = (r: { apart: Record<string, number> }): string =>
    Object.keys(r.apart).length === 0 ? '' : ` (apart: ${JSON.stringify(r.apart)})`;
  return [
    {
      name: `provider: refresh, ${REFRESHING_DEVICES.toLocaleString('en-US')} devices' tokens in turn (ours)`,
      figure: `${perSecond(refresh.rate)} p99 ${refresh.p99.toFixed(2)} ms${apart(refresh)}`,
      budget: 'informs',
    },
    {
      name: `provider: calendar events list of ${EVENTS} (ours)`,
      figure: `${perSecond(list.rate)} p99 ${list.p99.toFixed(2)} ms${apart(list)}`,
      budget: 'informs',
    },
  ];
}
