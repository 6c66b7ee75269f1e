/**
 * Wire types of the calendar API v3, with the public Calendar API v3 reference's field names. Used by the
 * provider to write responses and by the app's client to read them (checked by calendar-decode.ts).
 */

/** The event types of the public Calendar API v3 reference that this service keeps. */
export const EVENT_TYPES = ['default', 'outOfOffice', 'focusTime', 'workingLocation', 'fromMail'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export type AccessRole = 'none' | 'freeBusyReader' | 'reader' | 'writer' | 'owner';

/** A date (`date`, all-day) or a date-time (`dateTime`, RFC 3339) with an optional IANA zone. */
export interface EventDateTime {
  date?: string;
  dateTime?: string;
  timeZone?: string;
}

export interface EventPerson {
  id?: string;
  email?: string;
  displayName?: string;
  self?: boolean;
}

export interface EventAttendee extends EventPerson {
  organizer?: boolean;
  resource?: boolean;
  optional?: boolean;
  responseStatus?: 'needsAction' | 'declined' | 'tentative' | 'accepted';
  comment?: string;
  additionalGuests?: number;
}

/** A reminder: how, and how many minutes before the event. */
export interface Reminder {
  method: 'email' | 'popup';
  minutes: number;
}

export interface EventReminders {
  useDefault: boolean;
  overrides?: Reminder[];
}

export interface AutoDeclineProperties {
  autoDeclineMode?: string;
  declineMessage?: string;
}

export interface CalendarEvent {
  kind: 'calendar#event';
  etag: string;
  id: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  htmlLink?: string;
  created: string;
  updated: string;
  summary?: string;
  description?: string;
  location?: string;
  colorId?: string;
  creator?: EventPerson;
  organizer?: EventPerson;
  start: EventDateTime;
  end: EventDateTime;
  endTimeUnspecified?: boolean;
  recurrence?: string[];
  recurringEventId?: string;
  originalStartTime?: EventDateTime;
  transparency?: 'opaque' | 'transparent';
  visibility?: 'default' | 'public' | 'private' | 'confidential';
  iCalUID: string;
  sequence: number;
  attendees?: EventAttendee[];
  guestsCanModify?: boolean;
  reminders?: EventReminders;
  eventType: EventType;
  outOfOfficeProperties?: AutoDeclineProperties;
  focusTimeProperties?: AutoDeclineProperties & { chatStatus?: string };
  workingLocationProperties?: {
    type?: 'homeOffice' | 'officeLocation' | 'customLocation';
    homeOffice?: unknown;
    customLocation?: { label?: string };
    officeLocation?: { buildingId?: string; floorId?: string; label?: string };
  };
}

export interface EventsList {
  kind: 'calendar#events';
  etag: string;
  summary: string;
  description?: string;
  updated: string;
  timeZone: string;
  accessRole: AccessRole;
  defaultReminders: Reminder[];
  nextPageToken?: string;
  nextSyncToken?: string;
  items: CalendarEvent[];
}

export interface Calendar {
  kind: 'calendar#calendar';
  etag: string;
  id: string;
  summary: string;
  description?: string;
  location?: string;
  timeZone: string;
}

/** The person's own settings of a calendar in their list, beside what the calendar itself says. */
export interface CalendarListSettings {
  summaryOverride?: string;
  colorId?: string;
  backgroundColor?: string;
  foregroundColor?: string;
  hidden?: boolean;
  selected?: boolean;
  defaultReminders: Reminder[];
}

export interface CalendarListEntry extends CalendarListSettings {
  kind: 'calendar#calendarListEntry';
  etag: string;
  id: string;
  summary: string;
  description?: string;
  location?: string;
  timeZone: string;
  accessRole: AccessRole;
  primary?: boolean;
  deleted?: boolean;
}

export interface CalendarListPage {
  kind: 'calendar#calendarList';
  etag: string;
  nextPageToken?: string;
  nextSyncToken?: string;
  items: CalendarListEntry[];
}

export interface AclRule {
  kind: 'calendar#aclRule';
  etag: string;
  id: string;
  scope: { type: 'default' | 'user' | 'group' | 'domain'; value?: string };
  role: AccessRole;
}

export interface AclList {
  kind: 'calendar#acl';
  etag: string;
  nextPageToken?: string;
  nextSyncToken?: string;
  items: AclRule[];
}

export interface ColorDefinition {
  background: string;
  foreground: string;
}

export interface Colors {
  kind: 'calendar#colors';
  updated: string;
  calendar: Record<string, ColorDefinition>;
  event: Record<string, ColorDefinition>;
}

export interface Setting {
  kind: 'calendar#setting';
  etag: string;
  id: string;
  value: string;
}

export interface SettingsList {
  kind: 'calendar#settings';
  etag: string;
  nextPageToken?: string;
  nextSyncToken?: string;
  items: Setting[];
}

export interface FreeBusyRequest {
  timeMin: string;
  timeMax: string;
  timeZone?: string;
  items: { id: string }[];
}

export interface FreeBusyResponse {
  kind: 'calendar#freeBusy';
  timeMin: string;
  timeMax: string;
  calendars: Record<
    string,
    { busy: { start: string; end: string }[]; errors?: { domain: string; reason: string }[] }
  >;
}

/** A notification channel (watch request and response). */
export interface Channel {
  kind: 'api#channel';
  id: string;
  resourceId: string;
  resourceUri: string;
  token?: string;
  /** Milliseconds since the epoch, as a decimal string. */
  expiration: string;
  type: 'web_hook';
  address: string;
  params?: Record<string, string>;
}

/** Headers of a change notification (the public API's conventions, in neutral names). */
export const NOTIFICATION_HEADERS = {
  channelId: 'X-Channel-ID',
  channelToken: 'X-Channel-Token',
  channelExpiration: 'X-Channel-Expiration',
  resourceId: 'X-Resource-ID',
  resourceUri: 'X-Resource-URI',
  resourceState: 'X-Resource-State',
  messageNumber: 'X-Message-Number',
} as const;
