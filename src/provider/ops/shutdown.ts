/**
 * Stopping a listening provider (docs/operating.md#stopping): stop accepting connections, let the requests in
 * flight finish (up to `graceMs`), let the security event transmitter finish or hand back the pushes it
 * claimed, then close the stores. SIGTERM and SIGINT do that with 10 s of grace and exit 0; tests and
 * `npm start` call it with none, which ends every connection at once.
 */
import type { ServerType } from '@hono/node-server';
import { Server } from 'node:net';
import type { Db } from '../store/db.ts';
import type { SqlAccess } from '../store/sql-access.ts';
import type { Lifecycle } from './lifecycle.ts';
import { flushLog, log } from './log.ts';

/** How long requests in flight get to finish after SIGTERM (docs/operating.md#stopping). */
export const STOP_GRACE_MS = 10_000;

export interface Listening {
  /** The public port's server, and PROVIDER_METRICS_PORT's when there is one. */
  servers: readonly ServerType[];
  lifecycle: Lifecycle;
  /** Ends the sweeper and the retry timer. */
  stopTimers(): void;
  transmitter: { stop(graceMs?: number): Promise<void> };
  db: Db;
  sql: SqlAccess;
}

/**
 * How long after it stops accepting a provider keeps connections that have not begun a request. A load
 * balancer's connection carries its request from the start, but under load the provider may not have read it
 * yet: Node counts such a connection idle, and its `server.close()` would end it with the request unanswered
 * (a 502 or a reset at HAProxy; `npm run bench fleet` lost 254 requests that way at load average 10). By then
 * they have been read; a client's kept-alive connection between two requests ends then.
 */
export const IDLE_GRACE_MS = 1_000;

/**
 * Stops accepting; settles once every connection has ended. net.Server's close leaves the connections be;
 * http.Server's would also end the idle ones.
 */
const closing = (server: ServerType): Promise<void> =>
  new Promise((resolve, reject) => {
    Server.prototype.close.call(server, (err?: Error) => {
      if (err) reject(err);
      else resolve();
    });
  });

export async function stopListening(parts: Listening, graceMs = 0): Promise<void> {
  const began = performance.now();
  parts.lifecycle.stopping = true;
  parts.stopTimers();
  const { servers } = parts;
  // Stops accepting; each request in flight, and each one read from now on, is answered with
  // `Connection: close` (request-log.ts), so its connection ends after its answer, and the servers close once
  // the last has. Connections that have not begun a request end after IDLE_GRACE_MS.
  const closed = Promise.all(servers.map(closing));
  const idle =
    graceMs > 0
      ? setTimeout(
          () => {
            for (const server of servers) if ('closeIdleConnections' in server) server.closeIdleConnections();
          },
          Math.min(IDLE_GRACE_MS, graceMs),
        )
      : undefined;
  const cut = (): void => {
    for (const server of servers) if ('closeAllConnections' in server) server.closeAllConnections();
  };
  const late =
    graceMs > 0
      ? setTimeout(() => {
          log.warn(
            { event: 'stop', inFlight: parts.lifecycle.inFlight },
            'requests still in flight at the end of the grace',
          );
          cut();
        }, graceMs)
      : undefined;
  // Without grace: a keep-alive connection between two requests, a client still sending a body, all end now.
  if (late === undefined) cut();
  let failure: Error | undefined;
  await closed.catch((err: unknown) => {
    failure = err instanceof Error ? err : new Error(String(err));
  });
  clearTimeout(late);
  clearTimeout(idle);
  const left = Math.max(0, graceMs - (performance.now() - began));
  // Delivery under way finishes (or hands its claimed pushes back) before the database it records in closes.
  // Without grace (a test's end) it is waited for as before: a push gives up on its own after 10 s.
  await parts.transmitter.stop(graceMs > 0 ? left : undefined);
  parts.db.close();
  await parts.sql.close();
  if (failure !== undefined) throw failure;
}

/**
 * SIGTERM and SIGINT stop `provider` gracefully and exit 0; a second signal exits at once. Called before
 * the provider starts, so that no signal finds the process without its handlers once it listens (one
 * during the start stops it as soon as it has started).
 */
export function stopOnSignals(starting: Promise<{ close(graceMs?: number): Promise<void> }>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      log.warn({ event: 'stop', signal }, 'stopped without waiting for the requests in flight');
      flushLog();
      process.exit(1);
    }
    stopping = true;
    log.info({ event: 'stop', signal }, 'provider stopping');
    void starting
      .then((provider) => provider.close(STOP_GRACE_MS))
      .then(
        () => {
          log.info({ event: 'stopped' }, 'provider stopped');
          flushLog();
          process.exit(0);
        },
        (err: unknown) => {
          log.error({ event: 'stopped', error: String(err) }, 'provider stopped with an error');
          flushLog();
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
