import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type {
  AclList,
  AclRule,
  Calendar,
  CalendarEvent,
  CalendarListEntry,
  CalendarListPage,
  EventsList,
} from '../../../src/shared/wire/calendar.ts';
import { reasonOf, startCalendar, timed, TOKENS, type Harness } from './harness.ts';

let h: Harness;
const enc = encodeURIComponent;

before(async () => {
  h = await startCalendar();
});
after(() => h.close());

const newCalendar = async (summary: string): Promise<Calendar> => {
  const res = await h.call<Calendar>('POST', '/calendars', { body: { summary, timeZone: 'Europe/Berlin' } });
  assert.equal(res.status, 200);
  return res.body;
};

describe('calendars', () => {
  test('insert creates a secondary calendar, in the list, owned by the caller', async () => {
    const cal = await newCalendar('Book club');
    assert.equal(cal.kind, 'calendar#calendar');
    assert.match(cal.id, /^c_[0-9a-f]{24}@group\.calendar\.example\.com$/);
    assert.equal(cal.timeZone, 'Europe/Berlin');
    const entry = await h.call<CalendarListEntry>('GET', `/users/me/calendarList/${enc(cal.id)}`);
    assert.equal(entry.status, 200);
    assert.equal(entry.body.accessRole, 'owner');
    assert.equal(entry.body.primary, undefined);
    const got = await h.call<Calendar>('GET', `/calendars/${enc(cal.id)}`);
    assert.deepEqual(got.body, cal);
  });

  test('insert needs a summary and a known time zone', async () => {
    assert.equal(reasonOf(await h.call('POST', '/calendars', { body: {} })), 'required');
    assert.equal(
      (await h.call('POST', '/calendars', { body: { summary: 'x', timeZone: 'Nowhere/City' } })).status,
      400,
    );
  });

  test('patch changes given fields only; update replaces; a stale If-Match is 412', async () => {
    const cal = await newCalendar('Running');
    const patched = await h.call<Calendar>('PATCH', `/calendars/${enc(cal.id)}`, {
      body: { description: 'Tuesdays' },
    });
    assert.equal(patched.body.summary, 'Running');
    assert.equal(patched.body.description, 'Tuesdays');
    const put = await h.call<Calendar>('PUT', `/calendars/${enc(cal.id)}`, {
      body: { summary: 'Running club', timeZone: 'Europe/Berlin' },
    });
    assert.equal(put.body.description, undefined);
    const stale = await h.call('PATCH', `/calendars/${enc(cal.id)}`, {
      body: { summary: 'x' },
      headers: { 'If-Match': cal.etag },
    });
    assert.equal(stale.status, 412);
    assert.equal((await h.call<Calendar>('GET', `/calendars/${enc(cal.id)}`)).body.summary, 'Running club');
  });

  test('delete works on a secondary calendar and removes it with its events', async () => {
    const cal = await newCalendar('Temporary');
    await h.call('POST', `/calendars/${enc(cal.id)}/events`, {
      body: timed('x', '2026-01-20T10:00:00Z', '2026-01-20T11:00:00Z'),
    });
    assert.equal((await h.call('DELETE', `/calendars/${enc(cal.id)}`)).status, 204);
    assert.equal((await h.call('GET', `/calendars/${enc(cal.id)}`)).status, 404);
    assert.equal((await h.call('GET', `/calendars/${enc(cal.id)}/events`)).status, 404);
    assert.equal((await h.call('GET', `/users/me/calendarList/${enc(cal.id)}`)).status, 404);
  });

  test('delete on the primary calendar is 400; clear empties it', async () => {
    await h.call('POST', '/calendars/primary/events', {
      body: timed('a', '2026-01-20T10:00:00Z', '2026-01-20T11:00:00Z'),
    });
    const del = await h.call('DELETE', '/calendars/primary');
    assert.equal(del.status, 400);
    assert.equal(reasonOf(del), 'cannotDeletePrimaryCalendar');
    assert.equal((await h.call('POST', '/calendars/primary/clear')).status, 204);
    assert.deepEqual((await h.call<EventsList>('GET', '/calendars/primary/events')).body.items, []);
  });

  test('clear on a secondary calendar is 400 and deletes nothing', async () => {
    const cal = await newCalendar('Keep');
    const e = (
      await h.call<CalendarEvent>('POST', `/calendars/${enc(cal.id)}/events`, {
        body: timed('k', '2026-01-20T10:00:00Z', '2026-01-20T11:00:00Z'),
      })
    ).body;
    const res = await h.call('POST', `/calendars/${enc(cal.id)}/clear`);
    assert.equal(res.status, 400);
    assert.equal(reasonOf(res), 'cannotClearSecondaryCalendar');
    assert.equal((await h.call('GET', `/calendars/${enc(cal.id)}/events/${e.id}`)).status, 200);
  });

  test("someone else's calendar is 404 until shared", async () => {
    assert.equal((await h.call('GET', '/calendars/alice%40example.com', { token: TOKENS.bob })).status, 404);
  });
});

describe('calendarList', () => {
  test('list has the public envelope; the primary entry is marked and has a color', async () => {
    const res = await h.call<CalendarListPage>('GET', '/users/me/calendarList');
    assert.equal(res.body.kind, 'calendar#calendarList');
    const primary = res.body.items.find((e) => e.primary === true);
    assert.equal(primary?.id, 'alice@example.com');
    assert.equal(primary.colorId, '1');
    assert.match(primary.backgroundColor ?? '', /^#[0-9a-f]{6}$/);
    assert.equal(primary.selected, true);
  });

  test("patch sets the user's own name, color and visibility; hidden entries need showHidden", async () => {
    const cal = await newCalendar('Chores');
    const res = await h.call<CalendarListEntry>('PATCH', `/users/me/calendarList/${enc(cal.id)}`, {
      body: { summaryOverride: 'House', colorId: '5', hidden: true },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.summary, 'Chores');
    assert.equal(res.body.summaryOverride, 'House');
    assert.equal(res.body.colorId, '5');
    const visible = await h.call<CalendarListPage>('GET', '/users/me/calendarList');
    assert.equal(
      visible.body.items.some((e) => e.id === cal.id),
      false,
    );
    const all = await h.call<CalendarListPage>('GET', '/users/me/calendarList?showHidden=true');
    assert.equal(
      all.body.items.some((e) => e.id === cal.id),
      true,
    );
    const rgb = await h.call('PATCH', `/users/me/calendarList/${enc(cal.id)}`, {
      body: { backgroundColor: '#123456' },
    });
    assert.equal(rgb.status, 400, 'RGB colors need colorRgbFormat=true');
    const ok = await h.call<CalendarListEntry>(
      'PATCH',
      `/users/me/calendarList/${enc(cal.id)}?colorRgbFormat=true`,
      {
        body: { backgroundColor: '#123456' },
      },
    );
    assert.equal(ok.body.backgroundColor, '#123456');
    assert.equal(ok.body.colorId, undefined);
    assert.equal(ok.body.summaryOverride, 'House');
  });

  test('delete removes an entry (not the primary); insert puts a shared calendar in the list', async () => {
    const cal = await newCalendar('Shared');
    assert.equal((await h.call('DELETE', `/users/me/calendarList/${enc(cal.id)}`)).status, 204);
    assert.equal((await h.call('GET', `/users/me/calendarList/${enc(cal.id)}`)).status, 404);
    const back = await h.call<CalendarListEntry>('POST', '/users/me/calendarList', { body: { id: cal.id } });
    assert.equal(back.status, 200);
    assert.equal(back.body.accessRole, 'owner');
    assert.equal((await h.call('POST', '/users/me/calendarList', { body: { id: cal.id } })).status, 409);
    assert.equal((await h.call('DELETE', '/users/me/calendarList/primary')).status, 400);
    assert.equal(
      (await h.call('POST', '/users/me/calendarList', { body: { id: 'nobody@example.com' } })).status,
      404,
    );
  });
});

describe('acl', () => {
  test('the owner rule exists; sharing gives bob access at the role given', async () => {
    const cal = await newCalendar('Family');
    const rules = await h.call<AclList>('GET', `/calendars/${enc(cal.id)}/acl`);
    assert.equal(rules.body.kind, 'calendar#acl');
    assert.deepEqual(
      rules.body.items.map((r) => [r.id, r.role]),
      [['user:alice@example.com', 'owner']],
    );
    const share = await h.call<AclRule>('POST', `/calendars/${enc(cal.id)}/acl`, {
      body: { scope: { type: 'user', value: 'bob@other.example' }, role: 'reader' },
    });
    assert.equal(share.status, 200);
    assert.deepEqual(
      { kind: share.body.kind, id: share.body.id, scope: share.body.scope, role: share.body.role },
      {
        kind: 'calendar#aclRule',
        id: 'user:bob@other.example',
        scope: { type: 'user', value: 'bob@other.example' },
        role: 'reader',
      },
    );
    const dup = await h.call('POST', `/calendars/${enc(cal.id)}/acl`, {
      body: { scope: { type: 'user', value: 'bob@other.example' }, role: 'writer' },
    });
    assert.equal(dup.status, 409);
    // Bob can read it and put it in his list, but not write to it.
    const bobList = await h.call<CalendarListEntry>('POST', '/users/me/calendarList', {
      token: TOKENS.bob,
      body: { id: cal.id },
    });
    assert.equal(bobList.body.accessRole, 'reader');
    assert.equal(
      (await h.call('GET', `/calendars/${enc(cal.id)}/events`, { token: TOKENS.bob })).status,
      200,
    );
    const write = await h.call('POST', `/calendars/${enc(cal.id)}/events`, {
      token: TOKENS.bob,
      body: timed('b', '2026-01-20T10:00:00Z', '2026-01-20T11:00:00Z'),
    });
    assert.equal(write.status, 403);
    assert.equal((await h.call('GET', `/calendars/${enc(cal.id)}/acl`, { token: TOKENS.bob })).status, 403);
    // Upgrading with patch, then removing the rule.
    const rule = `/calendars/${enc(cal.id)}/acl/${enc('user:bob@other.example')}`;
    const up = await h.call<AclRule>('PATCH', rule, { body: { role: 'writer' } });
    assert.equal(up.body.role, 'writer');
    assert.equal(
      (await h.call('PUT', rule, { body: { scope: { type: 'default' }, role: 'reader' } })).status,
      400,
    );
    assert.equal((await h.call('DELETE', rule)).status, 204);
    assert.equal((await h.call('GET', rule)).status, 404);
    assert.equal(
      (await h.call('GET', `/calendars/${enc(cal.id)}/events`, { token: TOKENS.bob })).status,
      404,
    );
  });

  test('bad rules are 400; the owner cannot remove their own rule', async () => {
    const cal = await newCalendar('Rules');
    const base = `/calendars/${enc(cal.id)}/acl`;
    for (const body of [
      { role: 'reader' },
      { scope: { type: 'user' }, role: 'reader' },
      { scope: { type: 'planet', value: 'x' }, role: 'reader' },
      { scope: { type: 'user', value: 'a@b.c' }, role: 'boss' },
    ]) {
      assert.equal((await h.call('POST', base, { body })).status, 400, JSON.stringify(body));
    }
    const own = await h.call('DELETE', `${base}/${enc('user:alice@example.com')}`);
    assert.equal(own.status, 403);
    assert.equal(reasonOf(own), 'cannotChangeOwnAcl');
  });
});
