/**
 * Demo calendars of alice (README, Demo data): a primary and two secondary calendars with colors, and about
 * eighty events from a week ago to four weeks ahead of the clock (timed, all-day, multi-day, weekly, out of
 * office, focus time), with places, attendees and notes; one clock, one agenda for tests and screenshots.
 */
import { demoPeople } from '../../demo-people.ts';
import { buildEvent } from './services/event-input.ts';
import type { CalendarContext, CalendarService } from './services/service.ts';
import type { CalendarRow } from './store/calendar-store.ts';
import { formatInZone, formatUtc, utcToWall, wallDate, wallToUtc } from './services/time-zone.ts';
import { calendarColor } from './services/colors.ts';
import { organizerOf } from './routes/events-write.ts';
import { PEOPLE, TEMPLATES } from './demo-templates.ts';

export const DEMO_ZONE = 'Europe/Berlin';
const DAY = 86_400_000;

export interface DemoIds {
  primary: string;
  work: string;
  family: string;
}

export const demoCalendarIds = (email: string): DemoIds => ({
  primary: email,
  work: `work-${email.replace(/[^a-z0-9]/gi, '')}@group.calendar.example.com`,
  family: `family-${email.replace(/[^a-z0-9]/gi, '')}@group.calendar.example.com`,
});

export async function seedCalendarDemo(ctx: CalendarContext, svc: CalendarService): Promise<void> {
  const user = (await demoPeople(ctx.accounts)).alice;
  await svc.identify(user.id);
  // One transaction: a new database gets the whole demo agenda or none of it.
  await ctx.sql.withTransaction(() => seedAgenda(ctx, svc, user));
}

async function seedAgenda(
  ctx: CalendarContext,
  svc: CalendarService,
  user: { id: string; email: string },
): Promise<void> {
  const now = ctx.clock.now();
  const ids = demoCalendarIds(user.email);
  const primary = await svc.ensurePrimary(user.id, DEMO_ZONE);
  const entry = await svc.lists.get(user.id, primary.id);
  const blue = calendarColor('18');
  if (entry !== undefined && blue !== undefined) {
    const colors = { colorId: '18', backgroundColor: blue.background, foregroundColor: blue.foreground };
    await svc.lists.update(user.id, primary.id, { ...entry.data, ...colors }, now);
  }
  const secondary = async (
    id: string,
    summary: string,
    description: string,
    colorId: string,
  ): Promise<CalendarRow> => {
    const row: CalendarRow = {
      id,
      ownerId: user.id,
      primary: false,
      data: { summary, description, timeZone: DEMO_ZONE },
      updated: now,
    };
    await svc.calendars.insert(row, user.email);
    await svc.addToList(user.id, id, { colorId });
    return row;
  };
  const work = await secondary(ids.work, 'Work', 'Meetings and deadlines at the office', '7');
  const family = await secondary(ids.family, 'Family', 'School, appointments and weekends', '11');

  const todayWall = utcToWall(DEMO_ZONE, now) - (utcToWall(DEMO_ZONE, now) % DAY);
  const at = (day: number, hour: number, minutes: number): string =>
    formatInZone(wallToUtc(DEMO_ZONE, todayWall + day * DAY + (hour * 60 + minutes) * 60_000), DEMO_ZONE);
  const date = (day: number): string => wallDate(todayWall + day * DAY);
  const events: [CalendarRow, Record<string, unknown>][] = [];
  const add = (calendar: CalendarRow, body: Record<string, unknown>): void => {
    events.push([calendar, body]);
  };
  let n = 0;
  const write = async (calendar: CalendarRow, body: Record<string, unknown>): Promise<void> => {
    n += 1;
    const id = `demo${String(n).padStart(4, '0')}`;
    const server = {
      id,
      iCalUID: `${id}@calendar.example.com`,
      created: formatUtc(now - 30 * DAY),
      creator: { email: user.email },
      organizer: organizerOf(calendar),
      sequence: 0,
    };
    const draft = buildEvent(body, server, DEMO_ZONE, now - 30 * DAY + n * 60_000);
    await svc.events.put(calendar.id, draft.event, draft.startMs, draft.endMs);
  };
  const timed = (day: number, hour: number, minutes: number, length: number) => ({
    start: { dateTime: at(day, hour, minutes), timeZone: DEMO_ZONE },
    end: { dateTime: at(day, hour, minutes + length), timeZone: DEMO_ZONE },
  });

  // Weekly recurring events, starting a week ago.
  add(work, {
    summary: 'Team stand-up',
    location: 'Room Aurora',
    ...timed(-7, 9, 30, 15),
    recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR'],
    attendees: [PEOPLE.ana, PEOPLE.chen, PEOPLE.dara],
  });
  add(family, {
    summary: 'Swimming with the kids',
    location: 'City pool',
    ...timed(-6, 17, 30, 60),
    recurrence: ['RRULE:FREQ=WEEKLY'],
  });
  add(primary, {
    summary: 'Deep work',
    eventType: 'focusTime',
    focusTimeProperties: {
      autoDeclineMode: 'declineOnlyNewConflictingInvitations',
      chatStatus: 'doNotDisturb',
    },
    ...timed(-5, 14, 0, 120),
    recurrence: ['RRULE:FREQ=WEEKLY;COUNT=6'],
  });
  add(family, {
    summary: 'Bin collection',
    start: { date: date(-4) },
    end: { date: date(-3) },
    recurrence: ['RRULE:FREQ=WEEKLY'],
    transparency: 'transparent',
  });

  // All-day and multi-day events.
  add(primary, {
    summary: "Ana's birthday",
    start: { date: date(3) },
    end: { date: date(4) },
    transparency: 'transparent',
  });
  add(work, {
    summary: 'TV platforms conference',
    location: 'Lisbon',
    description: 'Talks on ten-foot interfaces. Hotel booked near the venue.',
    start: { date: date(10) },
    end: { date: date(13) },
  });
  add(family, {
    summary: 'Camping weekend',
    location: 'Lake Tegernsee',
    ...timed(15, 16, 0, 47 * 60),
    attendees: [PEOPLE.eli],
  });
  add(primary, {
    summary: 'Public holiday',
    start: { date: date(20) },
    end: { date: date(21) },
    transparency: 'transparent',
  });
  add(primary, {
    summary: 'Out of office',
    eventType: 'outOfOffice',
    outOfOfficeProperties: {
      autoDeclineMode: 'declineAllConflictingInvitations',
      declineMessage: 'Away, back soon.',
    },
    ...timed(22, 0, 0, 3 * 24 * 60),
  });
  add(primary, {
    summary: 'Out of office (doctor)',
    eventType: 'outOfOffice',
    outOfOfficeProperties: { autoDeclineMode: 'declineOnlyNewConflictingInvitations' },
    ...timed(-2, 13, 0, 240),
  });

  // One or two timed events a day, from a week ago to four weeks ahead.
  const calendars = [primary, work, family];
  for (let day = -7; day < 28; day += 1) {
    const perDay = ((day + 7) * 7) % 3 === 0 ? 1 : 2;
    for (let k = 0; k < perDay; k += 1) {
      const t = TEMPLATES[((day + 7) * 5 + k * 7) % TEMPLATES.length];
      if (t === undefined) continue;
      const calendar = calendars[(day + 7 + k) % calendars.length] ?? primary;
      const body: Record<string, unknown> = {
        summary: t.summary,
        ...timed(day, t.hour, t.minutes, t.length),
      };
      if (t.location !== undefined) body.location = t.location;
      if (t.description !== undefined) body.description = t.description;
      if (t.people !== undefined) {
        body.attendees = [
          { email: user.email, displayName: 'Alice', organizer: true, responseStatus: 'accepted' },
          ...t.people.map((p, i) => ({
            ...PEOPLE[p],
            responseStatus: (['accepted', 'tentative', 'needsAction', 'declined'] as const)[i % 4],
          })),
        ];
      }
      if ((day + k) % 9 === 0) body.colorId = String(((day + 27) % 11) + 1);
      add(calendar, body);
    }
  }
  for (const [calendar, body] of events) await write(calendar, body);
}
