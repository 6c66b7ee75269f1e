/**
 * The objects inside the calendar API's request bodies (the public Calendar API v3 resources): an event's
 * times, people, reminders and type properties, a calendar list entry's default reminders, an ACL rule's
 * scope and a free/busy query's items.
 */
import { BOGUS, type Inner } from './inner.ts';

const EVENTS = '/calendar/v3/calendars/primary/events';
const TIME = { dateTime: '2026-01-20T16:00:00Z' };
const EVENT = { summary: 'Tea', start: TIME, end: { dateTime: '2026-01-20T17:00:00Z' } };
const ALICE = { email: 'alice@example.com' };

const event = (at: string, fields: Record<string, unknown>, unsupported?: string): Inner => ({
  at,
  method: 'POST',
  path: EVENTS,
  body: { ...EVENT, ...fields },
  ...(unsupported === undefined ? {} : { unsupported }),
});

export const calendarCases: readonly Inner[] = [
  event('start', { start: { ...TIME, ...BOGUS } }),
  event('end', { end: { dateTime: '2026-01-20T17:00:00Z', ...BOGUS } }),
  event('originalStartTime', { originalStartTime: { ...TIME, ...BOGUS } }),
  event('creator', { creator: { ...ALICE, ...BOGUS } }),
  {
    at: 'organizer',
    method: 'POST',
    path: `${EVENTS}/import`,
    body: { ...EVENT, iCalUID: 'tea@elsewhere.example', organizer: { ...ALICE, ...BOGUS } },
  },
  event('attendees[1]', { attendees: [ALICE, { email: 'bob@example.com', ...BOGUS }] }),
  event('attendees[0]', { attendees: [{ ...ALICE, additionalGuests: 2 }] }, 'additionalGuests'),
  event('attendees[0]', { attendees: [{ ...ALICE, resource: true }] }, 'resource'),
  event('reminders', { reminders: { useDefault: true, ...BOGUS } }),
  event('reminders.overrides[0]', {
    reminders: { useDefault: false, overrides: [{ method: 'popup', minutes: 10, ...BOGUS }] },
  }),
  {
    at: 'reminders.overrides[0]',
    method: 'PATCH',
    path: `${EVENTS}/abcdef12345`,
    body: { reminders: { overrides: [{ method: 'email', minutes: 5, ...BOGUS }] } },
  },
  event('outOfOfficeProperties', {
    eventType: 'outOfOffice',
    outOfOfficeProperties: { autoDeclineMode: 'declineNone', ...BOGUS },
  }),
  event('focusTimeProperties', {
    eventType: 'focusTime',
    focusTimeProperties: { chatStatus: 'doNotDisturb', ...BOGUS },
  }),
  event('workingLocationProperties', {
    eventType: 'workingLocation',
    workingLocationProperties: { type: 'homeOffice', homeOffice: {}, ...BOGUS },
  }),
  event('workingLocationProperties.customLocation', {
    eventType: 'workingLocation',
    workingLocationProperties: { type: 'customLocation', customLocation: { label: 'Café', ...BOGUS } },
  }),
  event('workingLocationProperties.officeLocation', {
    eventType: 'workingLocation',
    workingLocationProperties: { type: 'officeLocation', officeLocation: { deskId: 'D4', ...BOGUS } },
  }),
  {
    at: 'defaultReminders[0]',
    method: 'POST',
    path: '/calendar/v3/users/me/calendarList',
    body: { id: 'bob@example.com', defaultReminders: [{ method: 'popup', minutes: 5, ...BOGUS }] },
  },
  {
    at: 'scope',
    method: 'POST',
    path: '/calendar/v3/calendars/primary/acl',
    body: { role: 'reader', scope: { type: 'user', value: 'bob@example.com', ...BOGUS } },
  },
  {
    at: 'items[0]',
    method: 'POST',
    path: '/calendar/v3/freeBusy',
    body: { timeMin: TIME.dateTime, timeMax: '2026-01-21T16:00:00Z', items: [{ id: 'primary', ...BOGUS }] },
  },
];
