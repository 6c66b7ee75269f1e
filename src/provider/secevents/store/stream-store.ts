/**
 * Streams (docs/identity.md#stream-configuration): one per client, made when a receiver credential is
 * issued for it (credential.ts), configured by the receiver through the configuration endpoint.
 */
import type { SqlAccess } from '../../store/sql-access.ts';
import type { SubjectFormat } from '../services/set-claims.ts';

export interface StreamRow {
  client_id: string;
  delivery_method: string | null;
  endpoint_url: string | null;
  events_requested: string;
  format: SubjectFormat;
  created_at: number;
  updated_at: number;
}

/** What a receiver sets; the events requested are URIs the transmitter supports. */
export interface StreamSettings {
  method: string;
  endpointUrl: string | null;
  eventsRequested: readonly string[];
  format: SubjectFormat;
}

const COLUMNS = 'client_id, delivery_method, endpoint_url, events_requested, format, created_at, updated_at';

export const requestedEvents = (row: StreamRow): string[] =>
  row.events_requested === '' ? [] : row.events_requested.split(' ');

export class StreamStore {
  readonly #byCredential;
  readonly #byClient;
  readonly #configured;
  readonly #configure;
  readonly #retryFailed;

  constructor(private readonly sql: SqlAccess) {
    this.#byCredential = sql.prepare(`SELECT ${COLUMNS} FROM secevent_streams WHERE credential_digest = ?`);
    this.#byClient = sql.prepare(`SELECT ${COLUMNS} FROM secevent_streams WHERE client_id = ?`);
    this.#configured = sql.prepare(
      `SELECT ${COLUMNS} FROM secevent_streams WHERE delivery_method IS NOT NULL ORDER BY client_id`,
    );
    this.#configure = sql.prepare(
      `UPDATE secevent_streams
       SET delivery_method = ?, endpoint_url = ?, events_requested = ?, format = ?, updated_at = ?
       WHERE client_id = ?`,
    );
    this.#retryFailed = sql.prepare(
      `UPDATE secevent_outbox SET state = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL
       WHERE client_id = ? AND state = 'failed'`,
    );
  }

  /** The stream a receiver credential (its digest) opens, if any. */
  byCredential(credentialDigest: string): Promise<StreamRow | undefined> {
    return this.#byCredential.get<StreamRow>(credentialDigest);
  }

  byClient(clientId: string): Promise<StreamRow | undefined> {
    return this.#byClient.get<StreamRow>(clientId);
  }

  /** Streams with a delivery method: the ones an event may go to. */
  configured(): Promise<StreamRow[]> {
    return this.#configured.all<StreamRow>();
  }

  /** Sets the stream; events push delivery gave up on are put back in line for the new settings. */
  configure(clientId: string, settings: StreamSettings, now: number): Promise<void> {
    return this.sql.withTransaction(async () => {
      await this.#configure.run(
        settings.method,
        settings.endpointUrl,
        settings.eventsRequested.join(' '),
        settings.format,
        now,
        clientId,
      );
      await this.#retryFailed.run(now, clientId);
    });
  }
}
