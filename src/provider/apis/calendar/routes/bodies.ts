/**
 * The request bodies of the calendar API, each read with the fields of its public resource, the objects
 * inside included (`start`, `attendees[]`, `reminders.overrides[]`, an ACL rule's `scope`): a field the
 * resource does not have is refused as Google's APIs refuse one ("Invalid JSON payload received. Unknown
 * name …"), one it has but this provider does not model is refused naming it, and the fields the server sets
 * are passed over, as the public API does. An empty body reads as `{}`.
 */
import type { Json } from '#shared/wire/decode.ts';
import { onlyFields, type OtherFields, type RequestObject } from '#shared/wire/request-fields.ts';
import type { Reader } from '../../../http/validate.ts';
import { WRITABLE } from '../services/event-input.ts';
import { read } from './wording.ts';

const SERVER_SET = ['kind', 'etag'];

const bodyOf = (known: readonly string[], other: OtherFields = {}): Reader<Json> =>
  read.body(onlyFields(known, { ...other, outputOnly: [...SERVER_SET, ...(other.outputOnly ?? [])] }), {
    empty: {},
  });

/** An EventDateTime: `start`, `end`, `originalStartTime`. */
const DATE_TIME: RequestObject = { known: ['date', 'dateTime', 'timeZone'] };

/** An EventReminder (an event's `reminders.overrides[]`, a calendar list entry's `defaultReminders[]`). */
const REMINDER: RequestObject = { known: ['method', 'minutes'] };

/** An event's `creator` and `organizer`: read only, except that events.import keeps the given ones. */
const PERSON: RequestObject = { known: ['email', 'displayName'], outputOnly: ['id', 'self'] };

/** What declines invitations while an outOfOffice or focusTime event lasts. */
const AUTO_DECLINE = ['autoDeclineMode', 'declineMessage'];

/** The objects inside an Event. `workingLocationProperties.homeOffice` has no fields of its own. */
const EVENT_INNER: Record<string, RequestObject> = {
  start: DATE_TIME,
  end: DATE_TIME,
  originalStartTime: DATE_TIME,
  creator: PERSON,
  organizer: PERSON,
  attendees: {
    known: ['email', 'displayName', 'optional', 'organizer', 'comment', 'responseStatus'],
    outputOnly: ['id', 'self', 'asyncOperation'],
    unsupported: ['additionalGuests', 'resource'],
  },
  reminders: { known: ['useDefault', 'overrides'], inner: { overrides: REMINDER } },
  outOfOfficeProperties: { known: AUTO_DECLINE },
  focusTimeProperties: { known: [...AUTO_DECLINE, 'chatStatus'] },
  workingLocationProperties: {
    known: ['type', 'homeOffice', 'customLocation', 'officeLocation'],
    inner: {
      customLocation: { known: ['label'] },
      officeLocation: { known: ['buildingId', 'floorId', 'floorSectionId', 'deskId', 'label'] },
    },
  },
};

/** An Event (insert, update, patch, import). */
export const eventBody = bodyOf(
  [...WRITABLE, 'id', 'iCalUID', 'organizer', 'sequence', 'originalStartTime'],
  {
    inner: EVENT_INNER,
    outputOnly: [
      'htmlLink',
      'created',
      'updated',
      'creator',
      'recurringEventId',
      'hangoutLink',
      'privateCopy',
      'locked',
      'attendeesOmitted',
      'eventLabelId',
    ],
    unsupported: [
      'anyoneCanAddSelf',
      'attachments',
      'birthdayProperties',
      'conferenceData',
      'extendedProperties',
      'gadget',
      'guestsCanInviteOthers',
      'guestsCanSeeOtherGuests',
      'source',
    ],
  },
);

/** A Calendar (insert, update, patch). */
export const calendarBody = bodyOf(['summary', 'description', 'location', 'timeZone'], {
  outputOnly: ['id', 'dataOwner'],
  unsupported: ['autoAcceptInvitations', 'conferenceProperties', 'labelProperties'],
});

/** A CalendarListEntry (insert, update, patch). */
export const calendarListBody = bodyOf(
  [
    'id',
    'colorId',
    'backgroundColor',
    'foregroundColor',
    'hidden',
    'selected',
    'summaryOverride',
    'defaultReminders',
  ],
  {
    outputOnly: [
      'accessRole',
      'autoAcceptInvitations',
      'conferenceProperties',
      'dataOwner',
      'deleted',
      'description',
      'location',
      'primary',
      'summary',
      'timeZone',
    ],
    unsupported: ['notificationSettings'],
    inner: { defaultReminders: REMINDER },
  },
);

/** An AclRule (insert, update, patch). */
export const aclBody = bodyOf(['role', 'scope'], {
  outputOnly: ['id'],
  inner: { scope: { known: ['type', 'value'] } },
});

/** A Channel (every watch, and channels.stop); its `params` map names of the caller's choosing. */
export const channelBody = bodyOf(['id', 'type', 'address', 'token', 'expiration', 'params', 'resourceId'], {
  outputOnly: ['resourceUri'],
  unsupported: ['payload'],
});

/** A FreeBusyRequest. */
export const freeBusyBody = bodyOf(['timeMin', 'timeMax', 'timeZone', 'items'], {
  unsupported: ['groupExpansionMax', 'calendarExpansionMax'],
  inner: { items: { known: ['id'] } },
});
