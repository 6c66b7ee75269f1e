/**
 * The request bodies of the calendar API, each read with the fields of its public resource: a field the
 * resource does not have is refused as Google's APIs refuse one ("Invalid JSON payload received. Unknown
 * name …"), one it has but this provider does not model is refused naming it, and the fields the server sets
 * are passed over, as the public API does. An empty body reads as `{}`.
 */
import type { Json } from '#shared/wire/decode.ts';
import { onlyFields, type OtherFields } from '#shared/wire/request-fields.ts';
import type { Reader } from '../../../http/validate.ts';
import { WRITABLE } from '../services/event-input.ts';
import { read } from './wording.ts';

const SERVER_SET = ['kind', 'etag'];

const bodyOf = (known: readonly string[], other: OtherFields = {}): Reader<Json> =>
  read.body(onlyFields(known, { ...other, outputOnly: [...SERVER_SET, ...(other.outputOnly ?? [])] }), {
    empty: {},
  });

/** An Event (insert, update, patch, import). */
export const eventBody = bodyOf(
  [...WRITABLE, 'id', 'iCalUID', 'organizer', 'sequence', 'originalStartTime'],
  {
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
  },
);

/** An AclRule (insert, update, patch). */
export const aclBody = bodyOf(['role', 'scope'], { outputOnly: ['id'] });

/** A Channel (every watch, and channels.stop). */
export const channelBody = bodyOf(['id', 'type', 'address', 'token', 'expiration', 'params', 'resourceId'], {
  outputOnly: ['resourceUri'],
  unsupported: ['payload'],
});

/** A FreeBusyRequest. */
export const freeBusyBody = bodyOf(['timeMin', 'timeMax', 'timeZone', 'items'], {
  unsupported: ['groupExpansionMax', 'calendarExpansionMax'],
});
