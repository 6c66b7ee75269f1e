/**
 * The transmitter's addresses (docs/identity.md#security-event-tokens): its configuration for anyone, and
 * for a receiver holding its stream's credential, the stream's configuration, its status and the poll.
 */
import { Hono } from 'hono';
import type { ApiEnv } from '../../http/bearer.ts';
import { badRequest } from '../../http/errors.ts';
import { jsonBody } from '../../http/validate.ts';
import type { StreamStore } from '../store/stream-store.ts';
import {
  POLL_PATH,
  RISC_CONFIGURATION_PATH,
  STATUS_PATH,
  STREAM_PATH,
  type SecEventsService,
} from '../service.ts';
import { receiverStream } from './receiver-auth.ts';

const JSON_BODY = {
  notJson: badRequest('The body must be JSON.'),
  notObject: badRequest('The body must be a JSON object.'),
};

export function streamRoutes(svc: SecEventsService, streams: StreamStore): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.get(RISC_CONFIGURATION_PATH, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(svc.configuration());
  });

  app.get(STREAM_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(svc.stream(await receiverStream(c, streams)));
  });

  app.post(STREAM_PATH, async (c) => {
    const stream = await receiverStream(c, streams);
    c.header('Cache-Control', 'no-store');
    return c.json(await svc.configure(stream, await jsonBody(c, JSON_BODY)));
  });

  app.get(STATUS_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await svc.status(await receiverStream(c, streams)));
  });

  // RFC 8936 §2: a poll is a POST of JSON; an empty body is a poll that acknowledges nothing.
  app.post(POLL_PATH, async (c) => {
    const stream = await receiverStream(c, streams);
    c.header('Cache-Control', 'no-store');
    return c.json(await svc.poll(stream, await jsonBody(c, { ...JSON_BODY, empty: {} })));
  });

  return app;
}
