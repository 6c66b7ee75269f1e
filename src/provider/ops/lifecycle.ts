/**
 * Where a listening provider is in its life, as the request middleware (request-log.ts), the readiness check
 * (health.ts) and the graceful stop (shutdown.ts) share it: how many requests are being answered now, and
 * whether the provider is stopping.
 */

export class Lifecycle {
  /** Requests that reached the provider and have not been answered yet. */
  inFlight = 0;
  /** Set once a stop began: readiness answers 503, and every answer closes its connection. */
  stopping = false;

  begin(): void {
    this.inFlight++;
  }

  end(): void {
    this.inFlight--;
  }
}
