/** Private and confidential events (docs/calendar.md#private-events): the owner sees them whole, a reader when they are busy. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Calendar, CalendarEvent, EventsList } from '../../../src/shared/wire/calendar.ts';
import { lunch, startCalendar, TOKENS, type Harness } from './harness.ts';

let h: Harness;
let events: string;
let privateLunch: CalendarEvent;
let series: CalendarEvent;
let open: CalendarEvent;
const enc = encodeURIComponent;

/** What a reader may see of a private event, and nothing more. */
const ALLOWED = new Set([
  'kind',
  'etag',
  'id',
  'status',
  'start',
  'end',
  'iCalUID',
  'sequence',
  'eventType',
  'created',
  'updated',
  'transparency',
  'visibility',
  'recurrence',
  'recurringEventId',
  'originalStartTime',
]);

const insert = async (body: object): Promise<CalendarEvent> => {
  const res = await h.call<CalendarEvent>('POST', events, { body });
  assert.equal(res.status, 200);
  return res.body;
};

before(async () => {
  h = await startCalendar();
  const cal = await h.call<Calendar>('POST', '/calendars', {
    body: { summary: 'Work', timeZone: 'Europe/Berlin' },
  });
  events = `/calendars/${enc(cal.body.id)}/events`;
  const shared = await h.call('POST', `/calendars/${enc(cal.body.id)}/acl`, {
    body: { scope: { type: 'user', value: 'bob@other.example' }, role: 'reader' },
  });
  assert.equal(shared.status, 200);
  privateLunch = await insert({ ...lunch(), visibility: 'private', transparency: 'opaque' });
  series = await insert({
    ...lunch(),
    summary: 'Therapy',
    visibility: 'confidential',
    recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'],
  });
  open = await insert({ ...lunch(), summary: 'Team lunch' });
});
after(() => h.close());

/** Checks a reader's copy: only allowed fields, and those equal to the owner's. */
function assertBusyOnly(seen: CalendarEvent, whole: CalendarEvent): void {
  assert.deepEqual(
    Object.keys(seen).filter((key) => !ALLOWED.has(key)),
    [],
  );
  for (const [key, value] of Object.entries(seen)) assert.deepEqual(value, whole[key as keyof CalendarEvent]);
}

test('get: the owner sees a private event whole; a reader sees its time and nothing of what it is', async () => {
  const path = `${events}/${privateLunch.id}`;
  const owner = await h.call<CalendarEvent>('GET', path);
  assert.equal(owner.body.summary, 'Lunch');
  assert.equal(owner.body.location, 'Café');
  assert.equal(owner.body.attendees?.length, 2);
  const reader = await h.call<CalendarEvent>('GET', path, { token: TOKENS.bob });
  assert.equal(reader.status, 200);
  assertBusyOnly(reader.body, owner.body);
  assert.equal(reader.body.visibility, 'private');
  assert.equal(reader.body.transparency, 'opaque');
  // An event of default visibility is still whole to the reader.
  const plain = await h.call<CalendarEvent>('GET', `${events}/${open.id}`, { token: TOKENS.bob });
  assert.equal(plain.body.summary, 'Team lunch');
  assert.equal(plain.body.description, 'Talk about plans');
});

test('list: the same, and a text search does not find a private event by words the reader cannot see', async () => {
  const owner = await h.call<EventsList>('GET', events);
  const reader = await h.call<EventsList>('GET', events, { token: TOKENS.bob });
  assert.deepEqual(
    reader.body.items.map((e) => e.id),
    owner.body.items.map((e) => e.id),
  );
  for (const seen of reader.body.items) {
    const whole = owner.body.items.find((e) => e.id === seen.id);
    assert.ok(whole !== undefined);
    if (seen.id === open.id) assert.deepEqual(seen, whole);
    else assertBusyOnly(seen, whole);
  }
  const search = (token: string): Promise<number> =>
    h.call<EventsList>('GET', `${events}?q=therapy`, { token }).then((res) => res.body.items.length);
  assert.equal(await search(TOKENS.alice), 1);
  assert.equal(await search(TOKENS.bob), 0);
});

test('instances: each occurrence of a confidential series is busy time only to a reader', async () => {
  const path = `${events}/${series.id}/instances`;
  const owner = await h.call<EventsList>('GET', path);
  assert.equal(owner.body.items.length, 3);
  assert.ok(owner.body.items.every((e) => e.summary === 'Therapy'));
  const reader = await h.call<EventsList>('GET', path, { token: TOKENS.bob });
  assert.equal(reader.body.items.length, 3);
  reader.body.items.forEach((seen, i) => {
    const whole = owner.body.items[i];
    assert.ok(whole !== undefined);
    assertBusyOnly(seen, whole);
    assert.equal(seen.recurringEventId, series.id);
    assert.equal(seen.visibility, 'confidential');
  });
});
