/**
 * Who is calling a stream's addresses: `Authorization: Bearer <receiver credential>`, the per-stream secret
 * `issue-receiver-credential` printed (docs/identity.md#receiver-credentials). Only its SHA-256 is stored. A
 * client secret, an access token or Basic authentication opens nothing: a receiver is not the app.
 */
import type { Context } from 'hono';
import { unauthenticated } from '../../http/bearer.ts';
import { digest } from '../../oauth/secrets.ts';
import type { StreamRow, StreamStore } from '../store/stream-store.ts';

const BEARER = /^Bearer +([\x21-\x7e]+) *$/i;

/** The stream the request's credential opens; a 401 with `WWW-Authenticate: Bearer` otherwise. */
export async function receiverStream(c: Context, streams: StreamStore): Promise<StreamRow> {
  const header = c.req.header('Authorization');
  if (header === undefined) throw unauthenticated();
  const credential = BEARER.exec(header)?.[1];
  const stream = credential === undefined ? undefined : await streams.byCredential(digest(credential));
  if (stream === undefined) throw unauthenticated('the receiver credential is unknown');
  return stream;
}
