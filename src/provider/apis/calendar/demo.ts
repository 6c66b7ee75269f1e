/**
 * Demo calendars of alice (README, Demo data): a primary and two secondary calendars with colors, and about
 * eighty events from a week ago to four weeks ahead of the clock (timed, all-day, multi-day, weekly, out of
 * office, focus time), with places, attendees and notes; one clock, one agenda for tests and screenshots.
 */
import type { EventAttendee } from '#shared/wire/calendar.ts';
import { demoPeople } from '../../demo-people.ts';
import { buildEvent } from './event-input.ts';
import type { CalendarContext, CalendarService } from './service.ts';
import type { CalendarRow } from './store/calendar-store.ts';
import { formatInZone, formatUtc, utcToWall, wallDate, wallToUtc } from './time-zone.ts';
import { calendarColor } from './colors.ts';
import { organizerOf } from './routes/events-write.ts';

export const DEMO_ZONE = 'Europe/Berlin';
const DAY = 86_400_000;

const PEOPLE: Record<string, EventAttendee> = {
  ana: { email: 'ana@example.com', displayName: 'Ana Lima' },
  bob: { email: 'bob@other.example', displayName: 'Bob Stone' },
  chen: { email: 'chen@example.com', displayName: 'Chen Wei' },
  dara: { email: 'dara@example.com', displayName: 'Dara Okafor' },
  eli: { email: 'eli@example.com', displayName: 'Eli Novak' },
};

interface Template {
  summary: string;
  hour: number;
  minutes: number;
  length: number;
  location?: string;
  description?: string;
  people?: (keyof typeof PEOPLE)[];
}

const TEMPLATES: readonly Template[] = [
  {
    summary: 'Design review',
    hour: 10,
    minutes: 0,
    length: 60,
    location: 'Room Aurora, 3rd floor',
    people: ['ana', 'chen'],
    description: 'Walk through the new TV agenda screens and agree on the focus ring.',
  },
  {
    summary: 'Lunch with Ana',
    hour: 12,
    minutes: 30,
    length: 60,
    location: 'Café Lindner, Marktplatz 4',
    people: ['ana'],
  },
  {
    summary: 'Dentist',
    hour: 8,
    minutes: 15,
    length: 45,
    location: 'Dr. Weber, Hauptstraße 12',
    description: 'Bring the insurance card.',
  },
  {
    summary: '1:1 with Dara',
    hour: 15,
    minutes: 0,
    length: 30,
    people: ['dara'],
    description: 'Career plans, holidays, open questions.',
  },
  { summary: 'Yoga', hour: 7, minutes: 0, length: 60, location: 'Studio Om, Gartenweg 3' },
  {
    summary: 'Quarterly planning',
    hour: 13,
    minutes: 30,
    length: 120,
    location: 'Main hall',
    people: ['ana', 'bob', 'chen', 'dara', 'eli'],
    description: 'Goals for the next quarter. Read the draft before the meeting.',
  },
  {
    summary: 'Call with Bob',
    hour: 17,
    minutes: 0,
    length: 30,
    people: ['bob'],
    description: 'Video call; link in the invitation.',
  },
  { summary: 'Parents evening', hour: 19, minutes: 0, length: 90, location: 'Primary school, hall B' },
  { summary: 'Cinema', hour: 20, minutes: 15, length: 150, location: 'Lichtspiele am Park', people: ['eli'] },
  { summary: 'Grocery delivery', hour: 18, minutes: 0, length: 30, description: 'Someone must be at home.' },
  { summary: 'Code review session', hour: 11, minutes: 0, length: 45, people: ['chen', 'eli'] },
  { summary: 'Piano lesson', hour: 16, minutes: 30, length: 45, location: 'Music school, room 4' },
];

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
  const now = ctx.clock.now();
  const ids = demoCalendarIds(user.email);
  const primary = svc.ensurePrimary(user.id, DEMO_ZONE);
  const entry = svc.lists.get(user.id, primary.id);
  const blue = calendarColor('18');
  if (entry !== undefined && blue !== undefined) {
    const colors = { colorId: '18', backgroundColor: blue.background, foregroundColor: blue.foreground };
    svc.lists.update(user.id, primary.id, { ...entry.data, ...colors }, now);
  }
  const secondary = (id: string, summary: string, description: string, colorId: string): CalendarRow => {
    const row: CalendarRow = {
      id,
      ownerId: user.id,
      primary: false,
      data: { summary, description, timeZone: DEMO_ZONE },
      updated: now,
    };
    svc.calendars.insert(row, user.email);
    svc.addToList(user.id, id, { colorId });
    return row;
  };
  const work = secondary(ids.work, 'Work', 'Meetings and deadlines at the office', '7');
  const family = secondary(ids.family, 'Family', 'School, appointments and weekends', '11');

  const todayWall = utcToWall(DEMO_ZONE, now) - (utcToWall(DEMO_ZONE, now) % DAY);
  const at = (day: number, hour: number, minutes: number): string =>
    formatInZone(wallToUtc(DEMO_ZONE, todayWall + day * DAY + (hour * 60 + minutes) * 60_000), DEMO_ZONE);
  const date = (day: number): string => wallDate(todayWall + day * DAY);
  let n = 0;
  const add = (calendar: CalendarRow, body: Record<string, unknown>): void => {
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
    svc.events.put(calendar.id, draft.event, draft.startMs, draft.endMs);
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
}
