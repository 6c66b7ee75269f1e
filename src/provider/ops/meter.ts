/**
 * What a part of the provider counts beside what every request counts (request-log.ts): the answers only it
 * knows the meaning of. Modules find it as `ctx.meter` (module.ts); metrics.ts turns it into Prometheus
 * series, and `NO_METER` counts nothing (a module under test on its own, a bench without metrics).
 */

export interface Meter {
  /**
   * One poll of the token endpoint with a device code (RFC 8628 §3.4), by what it answered: `granted`, or
   * the OAuth error code (`authorization_pending`, `slow_down`, `access_denied`, `expired_token`…).
   */
  devicePoll(answer: string): void;
  /** One push of a security event token (RFC 8935): taken, failed with a try left, or failed for good. */
  securityEventPush(result: 'pushed' | 'retried' | 'failed'): void;
}

export const NO_METER: Meter = {
  devicePoll: () => undefined,
  securityEventPush: () => undefined,
};
