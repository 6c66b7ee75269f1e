/**
 * Decoders of the calendar API v3 answers the TV app reads: list pages, events, calendar list entries and
 * the color palettes. Only the fields the agenda reads are checked and kept; fields the public Calendar API
 * v3 reference lets a server leave out get the value that reference documents as their default.
 */
import {
  boolean,
  integer,
  listOf,
  map,
  oneOf,
  optional,
  recordOf,
  shape,
  string,
  WireError,
  withDefault,
  type Decoder,
} from './decode.ts';
import {
  EVENT_TYPES,
  type CalendarEvent,
  type CalendarListEntry,
  type ColorDefinition,
  type Colors,
  type EventAttendee,
  type EventDateTime,
} from './calendar.ts';

const textOrEmpty = withDefault(string, '');

/** One page of a list: its items (checked by the caller's decoder) and the token of the next page. */
export function listPage<T>(item: Decoder<T>): Decoder<{ items: T[]; nextPageToken?: string }> {
  return shape({ items: listOf(item), nextPageToken: optional(string) });
}

/** A date (all-day) or a date-time; at least one of the two. */
const eventDateTime: Decoder<EventDateTime> = map(
  shape<EventDateTime>({ date: optional(string), dateTime: optional(string), timeZone: optional(string) }),
  (time, path) => {
    if (time.date === undefined && time.dateTime === undefined) {
      throw new WireError(`${path}.dateTime`, 'a date or a date-time', 'required');
    }
    return time;
  },
);

const attendee: Decoder<EventAttendee> = shape<
  Pick<EventAttendee, 'email' | 'displayName' | 'responseStatus' | 'optional' | 'organizer'>
>({
  email: optional(string),
  displayName: optional(string),
  responseStatus: optional(oneOf(['needsAction', 'declined', 'tentative', 'accepted'])),
  optional: optional(boolean),
  organizer: optional(boolean),
});

type ReadEvent = Pick<
  CalendarEvent,
  | 'kind'
  | 'etag'
  | 'id'
  | 'status'
  | 'created'
  | 'updated'
  | 'summary'
  | 'description'
  | 'location'
  | 'colorId'
  | 'start'
  | 'end'
  | 'recurringEventId'
  | 'sequence'
  | 'attendees'
  | 'eventType'
>;

/** An event as the agenda needs it; other fields are dropped. */
export const calendarEvent: Decoder<CalendarEvent> = map(
  shape<ReadEvent & { iCalUID?: string }>({
    kind: withDefault(oneOf(['calendar#event']), 'calendar#event'),
    etag: textOrEmpty,
    id: string,
    status: withDefault(oneOf(['confirmed', 'tentative', 'cancelled']), 'confirmed'),
    created: textOrEmpty,
    updated: textOrEmpty,
    summary: optional(string),
    description: optional(string),
    location: optional(string),
    colorId: optional(string),
    start: eventDateTime,
    end: eventDateTime,
    recurringEventId: optional(string),
    iCalUID: optional(string),
    sequence: withDefault(integer({ min: 0 }), 0),
    attendees: optional(listOf(attendee)),
    eventType: withDefault(oneOf(EVENT_TYPES), 'default'),
  }),
  (event) => ({ ...event, iCalUID: event.iCalUID ?? event.id }),
);

type ReadEntry = Pick<
  CalendarListEntry,
  | 'kind'
  | 'etag'
  | 'id'
  | 'timeZone'
  | 'summaryOverride'
  | 'colorId'
  | 'backgroundColor'
  | 'foregroundColor'
  | 'hidden'
  | 'accessRole'
  | 'defaultReminders'
  | 'primary'
>;

/** A calendar list entry; a calendar without a summary is named by its id. */
export const calendarListEntry: Decoder<CalendarListEntry> = map(
  shape<ReadEntry & { summary?: string }>({
    kind: withDefault(oneOf(['calendar#calendarListEntry']), 'calendar#calendarListEntry'),
    etag: textOrEmpty,
    id: string,
    summary: optional(string),
    timeZone: withDefault(string, 'UTC'),
    summaryOverride: optional(string),
    colorId: optional(string),
    backgroundColor: optional(string),
    foregroundColor: optional(string),
    hidden: optional(boolean),
    accessRole: withDefault(oneOf(['none', 'freeBusyReader', 'reader', 'writer', 'owner']), 'reader'),
    defaultReminders: withDefault(
      listOf(shape({ method: oneOf(['email', 'popup']), minutes: integer({ min: 0 }) })),
      [],
    ),
    primary: optional(boolean),
  }),
  (entry) => ({ ...entry, summary: entry.summary ?? entry.id }),
);

const palette = recordOf(shape<ColorDefinition>({ background: string, foreground: string }));

export const colors: Decoder<Colors> = shape<Colors>({
  kind: withDefault(oneOf(['calendar#colors']), 'calendar#colors'),
  updated: textOrEmpty,
  calendar: palette,
  event: palette,
});
