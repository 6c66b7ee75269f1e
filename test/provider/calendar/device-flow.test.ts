/** The calendar API in the whole provider, with a token from the real device flow (RFC 8628). */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CalendarListPage, EventsList } from '../../../src/shared/wire/calendar.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { Harness } from '../oauth/harness.ts';

let h: Harness;
before(async () => {
  h = await Harness.start();
});
after(() => h.close());

const call = async (
  path: string,
  token: string,
  method = 'GET',
): Promise<{ status: number; body: unknown }> => {
  const res = await fetch(`${h.origin}/calendar/v3${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify({ summary: 'Nope' }),
  });
  return { status: res.status, body: await res.json() };
};

test("a device-flow token with calendar.readonly reads alice's demo calendars and cannot write", async () => {
  const tokens = await h.signedIn({ scope: `openid ${SCOPES.calendarReadonly}` });
  const list = await call('/users/me/calendarList', tokens.access_token);
  assert.equal(list.status, 200);
  assert.deepEqual(
    (list.body as CalendarListPage).items.map((e) => e.summary),
    ['alice@example.com', 'Work', 'Family'],
  );
  const events = await call('/calendars/primary/events?singleEvents=true', tokens.access_token);
  assert.equal(events.status, 200);
  assert.ok((events.body as EventsList).items.length > 10);
  const write = await call('/calendars', tokens.access_token, 'POST');
  assert.equal(write.status, 403);
});
