/**
 * What the transmitter's addresses answer (docs/identity.md#security-event-tokens): its configuration
 * (RISC transmitter metadata), a stream's configuration and status, and poll delivery (RFC 8936). Requests
 * reach these only with a stream, i.e. after the receiver credential was checked (receiver-auth.ts).
 */
import {
  array,
  boolean,
  integer,
  listOf,
  nonEmptyString,
  optional,
  recordOf,
  shape,
  string,
  WireError,
  type Decoder,
} from '#shared/wire/decode.ts';
import { strictShape } from '#shared/wire/request-fields.ts';
import { badRequest } from '../../http/errors.ts';
import type { ModuleContext } from '../../module.ts';
import { JWKS_PATH } from '../../oauth/module.ts';
import { EVENT_TYPE_URIS } from './set-claims.ts';
import { streamSettings, type StreamBody } from '../routes/stream-input.ts';
import { MAX_OUTBOX_PER_STREAM, type OutboxStore } from '../store/outbox-store.ts';
import { requestedEvents, type StreamRow, type StreamStore } from '../store/stream-store.ts';
import { MAX_PUSH_TRIES, POLL_METHOD, PUSH_METHOD, type SetTransmitter } from './transmitter.ts';

export type SecEventsContext = ModuleContext<'publicUrl' | 'webhookHosts'>;

export const RISC_CONFIGURATION_PATH = '/.well-known/risc-configuration';
export const STREAM_PATH = '/secevents/v1/stream';
export const STATUS_PATH = '/secevents/v1/status';
export const POLL_PATH = '/secevents/v1/poll';

/** The most SETs one poll answer carries, whatever `maxEvents` asks. */
export const MAX_POLL_EVENTS = 100;

/**
 * The most acknowledgements (`ack` and `setErrs` together) one poll may carry: RFC 8936 §2 leaves it to the
 * transmitter, and a stream never holds more SETs than this (MAX_OUTBOX_PER_STREAM), so a longer list only
 * makes the poll's work grow. Past it, 400 before any item is read.
 */
export const MAX_POLL_ACKS = MAX_OUTBOX_PER_STREAM;

/** `decoder`, for a list or object of at most MAX_POLL_ACKS entries, counted before any is decoded. */
function acks<T>(decoder: Decoder<T>): Decoder<T> {
  return (value, path) => {
    const entries = Array.isArray(value) ? array(value, path) : Object.keys(value ?? {});
    if (entries.length > MAX_POLL_ACKS) {
      throw new WireError(path, `at most ${String(MAX_POLL_ACKS)} acknowledgements`, 'invalid');
    }
    return decoder(value, path);
  };
}

export interface PollRequest {
  maxEvents?: number;
  returnImmediately?: boolean;
  ack?: string[];
  setErrs?: Record<string, { err: string; description?: string }>;
}

export const pollRequest = shape<PollRequest>({
  maxEvents: optional(integer({ min: 0 })),
  returnImmediately: optional(boolean),
  ack: optional(acks(listOf(nonEmptyString))),
  // RFC 8936 §2: a SET the receiver refused, acknowledged with its error, which holds only these two.
  setErrs: optional(acks(recordOf(strictShape({ err: nonEmptyString, description: optional(string) })))),
});

export class SecEventsService {
  constructor(
    private readonly ctx: SecEventsContext,
    readonly streams: StreamStore,
    private readonly outbox: OutboxStore,
    private readonly transmitter: SetTransmitter,
  ) {}

  #url(path: string): string {
    return `${this.ctx.settings.publicUrl}${path}`;
  }

  /** The transmitter's metadata, as RISC receivers fetch it from `/.well-known/risc-configuration`. */
  configuration(): Record<string, unknown> {
    return {
      issuer: this.ctx.settings.publicUrl,
      jwks_uri: this.#url(JWKS_PATH),
      delivery_methods_supported: [PUSH_METHOD, POLL_METHOD],
      configuration_endpoint: this.#url(STREAM_PATH),
      status_endpoint: this.#url(STATUS_PATH),
    };
  }

  /** The stream as the receiver reads it (and as a write answers). */
  stream(row: StreamRow): Record<string, unknown> {
    const requested = requestedEvents(row);
    const delivery =
      row.delivery_method === null
        ? undefined
        : {
            method: row.delivery_method,
            endpoint_url: row.delivery_method === POLL_METHOD ? this.#url(POLL_PATH) : row.endpoint_url,
          };
    return {
      stream_id: row.client_id,
      iss: this.ctx.settings.publicUrl,
      aud: row.client_id,
      events_supported: EVENT_TYPE_URIS,
      events_requested: requested,
      events_delivered: EVENT_TYPE_URIS.filter((uri) => requested.includes(uri)),
      ...(delivery === undefined ? {} : { delivery }),
      format: row.format,
    };
  }

  async configure(row: StreamRow, body: StreamBody): Promise<Record<string, unknown>> {
    const settings = streamSettings(body, {
      webhookHosts: this.ctx.settings.webhookHosts,
      pollUrl: this.#url(POLL_PATH),
    });
    await this.streams.configure(row.client_id, settings, this.ctx.clock.now());
    // Events put back in line by the new settings may go at once.
    if (settings.method === PUSH_METHOD) void this.transmitter.deliverDue();
    const updated = await this.streams.byClient(row.client_id);
    return this.stream(updated ?? row);
  }

  /** The OpenID Shared Signals stream status, with what delivery owes and any SETs it gave up on. */
  async status(row: StreamRow): Promise<Record<string, unknown>> {
    const { pending, failed, lastError, dropped } = await this.outbox.summary(row.client_id);
    const configured = row.delivery_method !== null;
    const reasons = [
      configured ? '' : 'No delivery method is set: configure the stream first.',
      failed === 0
        ? ''
        : `Push delivery gave up on ${failed} SET(s) after ${MAX_PUSH_TRIES} tries each; last: ${lastError ?? 'unknown'}. Configuring the stream again retries them.`,
      dropped === 0
        ? ''
        : `${dropped} SET(s) were dropped, oldest first, because more than ${MAX_OUTBOX_PER_STREAM} waited unacknowledged.`,
    ].filter((reason) => reason !== '');
    return {
      stream_id: row.client_id,
      status: configured ? 'enabled' : 'disabled',
      ...(reasons.length === 0 ? {} : { reason: reasons.join(' ') }),
      pending,
      failed,
      dropped,
    };
  }

  /**
   * RFC 8936 §2: acknowledged (and refused) SETs are gone; then the oldest unacknowledged ones, again if
   * an earlier poll already carried them. The answer never waits (`returnImmediately: false` is allowed to
   * return at once, RFC 8936 §2).
   */
  async poll(
    row: StreamRow,
    request: PollRequest,
  ): Promise<{ sets: Record<string, string>; moreAvailable: boolean }> {
    if (row.delivery_method !== POLL_METHOD) {
      throw badRequest(`This stream does not deliver by poll; set delivery.method to ${POLL_METHOD}.`);
    }
    const done = [...(request.ack ?? []), ...Object.keys(request.setErrs ?? {})];
    if (done.length > MAX_POLL_ACKS) {
      throw badRequest(
        `A poll may acknowledge at most ${String(MAX_POLL_ACKS)} SETs (ack and setErrs together).`,
      );
    }
    if (done.length > 0) await this.outbox.remove(row.client_id, done);
    const max = Math.min(request.maxEvents ?? MAX_POLL_EVENTS, MAX_POLL_EVENTS);
    const rows = await this.outbox.pendingFor(row.client_id, max + 1);
    const sets: Record<string, string> = {};
    for (const pending of rows.slice(0, max)) sets[pending.jti] = await this.transmitter.sign(pending);
    return { sets, moreAvailable: rows.length > max };
  }
}
