/**
 * The provider bench's figures for this provider alone: refreshes and a calendar events list of 250
 * events, in requests per second, under the same load generator as the polls.
 */
import type { BenchRow } from './bench-row.ts';
import type { ServerChild } from './provider-ipc.ts';
import { classifier, load } from './provider-load.ts';

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
  const { accessToken, refreshToken } = await server.tokens();
  const refresh = await load({
    origin: server.origin,
    method: 'POST',
    path: '/token',
    bodies: [
      new URLSearchParams({
        client_id: 'demo-tv',
        client_secret: 'demo-tv-secret',
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      }).toString(),
    ],
    seconds: SECONDS,
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
      name: 'provider: refresh (ours)',
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
