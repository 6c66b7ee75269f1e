/**
 * The transmitter (docs/identity.md#security-event-tokens): listens on SecurityEvents, writes one SET per
 * receiver that should hear of the event into the outbox, and pushes what push streams are owed. Work runs
 * one step at a time on a queue, so a test (or close) can wait for it with `settled`. Retries follow the
 * provider's clock: `deliverDue` pushes whatever is due now; the server calls it on an interval.
 */
import type { Resolver } from '../../http/webhook-address.ts';
import { logFailure } from '../../http/errors.ts';
import type { KeyRing, SecurityEvent } from '../../oauth/module.ts';
import { pushSet } from './push.ts';
import { EVENT_TYPES, setClaims, type SetClaims, type SubjectId } from './set-claims.ts';
import { signSet } from './signer.ts';
import type { SecEventsContext } from './service.ts';
import type { HeldAccess } from '../store/held-access.ts';
import type { OutboxRow, OutboxStore } from '../store/outbox-store.ts';
import { requestedEvents, type StreamRow, type StreamStore } from '../store/stream-store.ts';

export const PUSH_METHOD = 'urn:ietf:rfc:8935';
export const POLL_METHOD = 'urn:ietf:rfc:8936';

/** Push tries per SET before it is marked failed in its stream's status. */
export const MAX_PUSH_TRIES = 6;
/** The wait after the first failed try; each later wait is four times the one before (30 s … 2 h 8 min). */
export const FIRST_RETRY_MS = 30_000;
const BACKOFF_FACTOR = 4;
/** Rows pushed at once by one run. */
const PUSH_BATCH = 20;

/** How long to wait after failed try number `tries` (1-based). */
export const retryDelay = (tries: number): number => FIRST_RETRY_MS * BACKOFF_FACTOR ** (tries - 1);

export interface TransmitterParts {
  streams: StreamStore;
  outbox: OutboxStore;
  held: HeldAccess;
  keys: KeyRing;
  /** Name resolution for the address check (tests replace it). */
  resolve?: Resolver;
}

export class SetTransmitter {
  #work: Promise<void> = Promise.resolve();
  #stopped = false;
  /** Aborted when a stop's grace has run out: pushes in flight end, and their rows are handed back. */
  readonly #giveBack = new AbortController();

  constructor(
    private readonly ctx: SecEventsContext,
    private readonly parts: TransmitterParts,
  ) {}

  /** The SecurityEvents listener: record the SETs; once they are stored, the pushes are tried at once. */
  readonly listener = (event: SecurityEvent): void => {
    void this.#queue(() => this.#enqueue(event));
  };

  /** Pushes every SET whose try is due on the provider's clock. */
  deliverDue(): Promise<void> {
    return this.#queue(() => this.#pushDue());
  }

  /** Settles once the work queued so far is done, and the work that work queued (a first push try). */
  async settled(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = this.#work;
      await seen;
    } while (seen !== this.#work);
  }

  /**
   * No new work starts; settles when the work under way is done (before the database closes). Pushes still
   * in flight after `graceMs` are abandoned and their rows handed back, due at once, for another replica
   * or the next start to push (docs/identity.md#delivery).
   */
  async stop(graceMs = Infinity): Promise<void> {
    this.#stopped = true;
    const late =
      graceMs === Infinity
        ? undefined
        : setTimeout(() => {
            this.#giveBack.abort();
          }, graceMs);
    await this.settled();
    clearTimeout(late);
  }

  /** Signs a stored SET for delivery (each delivery signs with the key active then). */
  sign(row: OutboxRow): Promise<string> {
    return signSet(this.parts.keys, JSON.parse(row.claims) as SetClaims);
  }

  #queue(step: () => Promise<void>): Promise<void> {
    this.#work = this.#work
      .then(() => (this.#stopped ? undefined : step()))
      .catch((err: unknown) => {
        // A failed step leaves its rows in the outbox for the next run; the provider keeps serving.
        logFailure('security event delivery failed', err);
      });
    return this.#work;
  }

  /** docs/identity.md#who-hears-of-an-event */
  async #receivers(event: SecurityEvent): Promise<StreamRow[]> {
    const type = EVENT_TYPES[event.kind];
    const streams = (await this.parts.streams.configured()).filter((s) => requestedEvents(s).includes(type));
    if (event.kind === 'token-revoked') return streams.filter((s) => s.client_id === event.clientId);
    const held = await this.parts.held.clients(event.accountId, event.at);
    return streams.filter((s) => held.has(s.client_id));
  }

  async #subject(stream: StreamRow, accountId: string, issuer: string): Promise<SubjectId> {
    if (stream.format === 'email') {
      const account = await this.ctx.accounts.byId(accountId);
      if (account !== undefined) return { format: 'email', email: account.email };
    }
    return { format: 'iss_sub', iss: issuer, sub: accountId };
  }

  async #enqueue(event: SecurityEvent): Promise<void> {
    const issuer = this.ctx.settings.publicUrl;
    const now = this.ctx.clock.now();
    const sets: SetClaims[] = [];
    for (const stream of await this.#receivers(event)) {
      const subject = await this.#subject(stream, event.accountId, issuer);
      sets.push(setClaims(event, { issuer, clientId: stream.client_id, subject, now }));
    }
    if (sets.length > 0) await this.parts.outbox.add(sets, now, () => void this.deliverDue());
  }

  async #pushDue(): Promise<void> {
    for (;;) {
      const now = this.ctx.clock.now();
      const rows = await this.parts.outbox.duePush(PUSH_METHOD, now, PUSH_BATCH);
      await Promise.all(rows.map((row) => this.#pushOne(row, now)));
      if (rows.length < PUSH_BATCH || this.#stopped) return;
    }
  }

  async #pushOne(row: OutboxRow, now: number): Promise<void> {
    const stream = await this.parts.streams.byClient(row.client_id);
    // Set to poll since the row was picked: it waits for a poll.
    if (stream?.delivery_method !== PUSH_METHOD || stream.endpoint_url === null) return;
    const tries = row.attempts + 1;
    // Claimed by one run only: another (a second replica's, docs/scale.md) that read the row too gets false.
    if (!(await this.parts.outbox.lease(row, now + retryDelay(tries)))) return;
    const jwt = await this.sign(row);
    const failure = await pushSet(
      stream.endpoint_url,
      jwt,
      this.ctx.settings.webhookHosts,
      this.parts.resolve,
      this.#giveBack.signal,
    );
    if (this.#giveBack.signal.aborted) {
      await this.parts.outbox.handBack(row, now);
      return;
    }
    this.ctx.meter.securityEventPush(
      failure === undefined ? 'pushed' : tries >= MAX_PUSH_TRIES ? 'failed' : 'retried',
    );
    if (failure === undefined) await this.parts.outbox.remove(row.client_id, [row.jti]);
    else
      await this.parts.outbox.failed(
        row.jti,
        `try ${tries} of ${MAX_PUSH_TRIES}: ${failure}`,
        tries >= MAX_PUSH_TRIES,
      );
  }
}
