/**
 * A receiver's stream (docs/identity.md#security-event-tokens): its configuration, read and set, its status
 * and the poll (RFC 8936), each opened by the stream's receiver credential (receiver-auth.ts).
 */
import { badRequest } from '../../http/errors.ts';
import { plainRefusal, readersFor } from '../../http/validate.ts';
import { routeOf } from '../../route.ts';
import type { StreamRow } from '../store/stream-store.ts';
import {
  pollRequest,
  POLL_PATH,
  STATUS_PATH,
  STREAM_PATH,
  type SecEventsService,
} from '../services/service.ts';
import { streamBody } from './stream-input.ts';

/** The transmitter's words: `<field> must be <what>.`, and a body that is not a JSON object. */
const read = readersFor({
  param: plainRefusal,
  body: (error) =>
    badRequest(
      error.expected === 'valid JSON' ? 'The body must be JSON.' : 'The body must be a JSON object.',
    ),
  field: plainRefusal,
});

const RECEIVER = { kind: 'credential', name: 'receiver credential' } as const;

const route = routeOf<SecEventsService, never, StreamRow>();

export const streamRoutes = [
  route(
    { method: 'GET', path: STREAM_PATH, id: 'secevents.stream.get', access: RECEIVER },
    ({ grant }, svc) => svc.stream(grant),
  ),
  route(
    {
      method: 'POST',
      path: STREAM_PATH,
      id: 'secevents.stream.update',
      access: RECEIVER,
      input: read.body(streamBody),
    },
    ({ grant, input }, svc) => svc.configure(grant, input),
  ),
  route(
    { method: 'GET', path: STATUS_PATH, id: 'secevents.status.get', access: RECEIVER },
    ({ grant }, svc) => svc.status(grant),
  ),
  // RFC 8936 §2: a poll is a POST of JSON; an empty body is a poll that acknowledges nothing.
  route(
    {
      method: 'POST',
      path: POLL_PATH,
      id: 'secevents.poll',
      access: RECEIVER,
      input: read.body(pollRequest, { empty: {} }),
    },
    ({ grant, input }, svc) => svc.poll(grant, input),
  ),
];
