/** The query of events.list, read and checked whole before anything is read (event-query.ts selects). */
import type { Context } from 'hono';
import { EVENT_TYPES } from '#shared/wire/calendar.ts';
import { flag } from '#shared/wire/decode.ts';
import { badRequest } from '../../../http/errors.ts';
import { queryParameter, reads } from '../../../http/input-description.ts';
import type { Reader } from '../../../http/validate.ts';
import type { EventQuery } from '../services/event-query.ts';
import { read, time } from './wording.ts';

const singleEvents = read.query('singleEvents', flag);
const showDeleted = read.query('showDeleted', flag);
const timeMin = read.query('timeMin', time);
const timeMax = read.query('timeMax', time);
const updatedMin = read.query('updatedMin', time);

const ORDERS = ['startTime', 'updated'] as const;

const readQuery = (c: Context): EventQuery => {
  const query: EventQuery = { singleEvents: singleEvents(c), showDeleted: showDeleted(c) };
  const min = timeMin(c);
  const max = timeMax(c);
  if (min !== undefined) query.timeMin = min;
  if (max !== undefined) query.timeMax = max;
  if (min !== undefined && max !== undefined && max <= min) {
    throw badRequest('The specified time range is empty.', 'timeRangeEmpty');
  }
  const orderBy = c.req.query('orderBy');
  if (orderBy !== undefined) {
    if (!(ORDERS as readonly string[]).includes(orderBy)) {
      throw badRequest(`Invalid value for orderBy: ${orderBy}. Use startTime or updated.`);
    }
    if (orderBy === 'startTime' && !query.singleEvents) {
      throw badRequest('The requested ordering is not available for the particular query.', 'invalid');
    }
    query.orderBy = orderBy as (typeof ORDERS)[number];
  }
  const q = c.req.query('q');
  if (q !== undefined && q.trim() !== '') query.q = q.trim().toLowerCase();
  const uid = c.req.query('iCalUID');
  if (uid !== undefined) query.iCalUID = uid;
  const updated = updatedMin(c);
  if (updated !== undefined) query.updatedMin = updated;
  const types = c.req.queries('eventTypes');
  if (types !== undefined) {
    const bad = types.find((t) => !(EVENT_TYPES as readonly string[]).includes(t));
    if (bad !== undefined) throw badRequest(`Invalid value for eventTypes: ${bad}.`);
    query.eventTypes = types;
  }
  const sync = c.req.query('syncToken');
  if (sync !== undefined) {
    const m = /^sync:(\d{1,15})$/.exec(Buffer.from(sync, 'base64url').toString());
    if (m === null) throw badRequest('Invalid sync token value.', 'invalid');
    const clash = ['iCalUID', 'orderBy', 'q', 'timeMin', 'timeMax', 'updatedMin'].find((p) => c.req.query(p));
    if (clash !== undefined) throw badRequest(`syncToken cannot be combined with ${clash}.`, 'invalid');
    query.syncSeq = Number(m[1]);
  }
  return query;
};

export const eventQuery: Reader<EventQuery> = reads(
  readQuery,
  singleEvents,
  showDeleted,
  timeMin,
  timeMax,
  queryParameter('orderBy', { enum: ORDERS }),
  queryParameter('q'),
  queryParameter('iCalUID'),
  updatedMin,
  queryParameter('eventTypes', { enum: EVENT_TYPES }),
  queryParameter('syncToken'),
);
