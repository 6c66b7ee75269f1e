/**
 * The device-flow protocol client (RFC 8628 §3.1–3.5, in the dialect of the public device-flow guide for TVs
 * and limited-input devices; docs/provider.md): device-code request and token poll, each answer classified
 * into a small tagged union so the state machine never sees HTTP. Written here rather than taken from a
 * library because that guide's dialect is its own: `verification_url` (not RFC 8628's `verification_uri`),
 * 428 for authorization_pending, and a quota error carried in `error_code`. Refresh and revocation, which
 * the sign-in screen does not need, are in token-client.ts (loaded with the session, after the first paint).
 */
import {
  DEVICE_CODE_GRANT_TYPE,
  OAUTH_ERRORS,
  parseOAuthErrorBody,
  parseTokenResponse,
  type TokenResponse,
} from '#shared/wire/oauth.ts';
import type { Endpoints } from '../config/discovery.ts';
import {
  deviceCodeForm,
  deviceCodeOutcome,
  flowError,
  type Answer,
  type ClientCredentials,
  type DeviceCodeOutcome,
  type FlowErrorCode,
  type TimedAnswer,
} from './device-code-answer.ts';

export type PollOutcome =
  | { kind: 'tokens'; tokens: TokenResponse }
  | { kind: 'pending' }
  | { kind: 'slowDown' }
  | { kind: 'denied' }
  | { kind: 'expired' }
  | { kind: 'error'; code: FlowErrorCode }
  | { kind: 'unreachable' };

/** POSTs a form and reads the JSON answer; a network failure is 'unreachable', never an exception. */
export async function postForm(
  fetchFn: typeof fetch,
  url: string,
  form: Record<string, string>,
): Promise<Answer> {
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
    });
  } catch {
    return 'unreachable';
  }
  let body: unknown = undefined;
  try {
    body = await response.json();
  } catch {
    // An empty or non-JSON body; the status still says enough (e.g. revoke's 200).
  }
  return { status: response.status, body };
}

export interface TimedDeviceCodeOutcome {
  outcome: DeviceCodeOutcome;
  at: number;
}

export class DeviceFlowClient {
  private readonly fetchFn: typeof fetch;
  /** A code handed back by a sign-in screen that went away (handBack). */
  private kept: TimedDeviceCodeOutcome | undefined;

  constructor(
    private readonly endpoints: Endpoints,
    private readonly credentials: ClientCredentials,
    fetchFn: typeof fetch = fetch,
    /** The early device-code answer, already matched to these endpoints and credentials (boot.ts). */
    private early?: Promise<TimedAnswer | undefined>,
  ) {
    // Called unbound, window.fetch throws "Illegal invocation".
    this.fetchFn = (input, init) => fetchFn(input, init);
  }

  async requestDeviceCode(): Promise<DeviceCodeOutcome> {
    return deviceCodeOutcome(
      await this.post(this.endpoints.deviceAuthorization, deviceCodeForm(this.credentials)),
    );
  }

  /**
   * The answer to the device-code request index.html sent before the app's code had loaded
   * (config/early-boot.ts), classified like any other, with its monotonic arrival time. Given once: every
   * later call, and every call when there was none, returns undefined and the caller asks itself.
   */
  takeEarlyAnswer(): Promise<TimedDeviceCodeOutcome | undefined> | undefined {
    const kept = this.kept;
    this.kept = undefined;
    if (kept) return Promise.resolve(kept);
    const early = this.early;
    this.early = undefined;
    return early?.then(
      (timed) => timed && { outcome: deviceCodeOutcome(timed.answer), at: timed.at },
      () => undefined,
    );
  }

  /**
   * A code still on screen when its sign-in screen went away: the next sign-in screen takes it (through
   * takeEarlyAnswer) instead of asking for another, so a screen drawn again never changes the code a person
   * may be typing.
   */
  handBack(code: TimedDeviceCodeOutcome): void {
    this.kept = code;
  }

  async poll(deviceCode: string): Promise<PollOutcome> {
    const answer = await this.post(this.endpoints.token, {
      client_id: this.credentials.clientId,
      client_secret: this.credentials.clientSecret,
      device_code: deviceCode,
      grant_type: DEVICE_CODE_GRANT_TYPE,
    });
    if (answer === 'unreachable' || answer.status >= 500) return { kind: 'unreachable' };
    try {
      if (answer.status === 200) return { kind: 'tokens', tokens: parseTokenResponse(answer.body) };
      const { error } = parseOAuthErrorBody(answer.body);
      // docs/provider.md#errors: 428 authorization_pending, 403 slow_down, 403 access_denied.
      if (error === OAUTH_ERRORS.authorizationPending) return { kind: 'pending' };
      if (error === OAUTH_ERRORS.slowDown) return { kind: 'slowDown' };
      if (error === OAUTH_ERRORS.accessDenied) return { kind: 'denied' };
      // RFC 8628 §3.5; the public device-flow guide does not document the answer after expiry.
      if (error === OAUTH_ERRORS.expiredToken) return { kind: 'expired' };
      return { kind: 'error', code: flowError(error) };
    } catch {
      return { kind: 'error', code: 'unknown' };
    }
  }

  private post(url: string, form: Record<string, string>): Promise<Answer> {
    return postForm(this.fetchFn, url, form);
  }
}
