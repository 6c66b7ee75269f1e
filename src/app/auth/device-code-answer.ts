/**
 * What a device-code answer means (RFC 8628 §3.1–3.2, in the dialect of docs/provider.md#errors), and the
 * request's form: the part of the device-flow client (device-flow-client.ts) that the early copy of the code
 * needs as well (docs/app.md, "Early boot"). Apart, so that the copy paints without the client's polling,
 * which the app's own chunk brings.
 */
import {
  RATE_LIMIT_EXCEEDED,
  parseDeviceCodeResponse,
  parseOAuthErrorBody,
  parseQuotaErrorBody,
  type DeviceCodeResponse,
} from '#shared/wire/oauth.ts';

/** Error codes that stop the flow, each with its own words (sign-in-messages.ts). */
export type FlowErrorCode =
  | 'invalid_client'
  | 'org_internal'
  | 'admin_policy_enforced'
  | 'invalid_scope'
  | 'invalid_grant'
  | 'unsupported_grant_type'
  | 'invalid_request'
  | 'unknown';

export type DeviceCodeOutcome =
  | { kind: 'code'; code: DeviceCodeResponse }
  | { kind: 'rateLimited' }
  | { kind: 'error'; code: FlowErrorCode }
  | { kind: 'unreachable' };

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  scopes: readonly string[];
}

const KNOWN_ERRORS: readonly FlowErrorCode[] = [
  'invalid_client',
  'org_internal',
  'admin_policy_enforced',
  'invalid_scope',
  'invalid_grant',
  'unsupported_grant_type',
  'invalid_request',
];

export function flowError(code: string): FlowErrorCode {
  return KNOWN_ERRORS.find((known) => known === code) ?? 'unknown';
}

/** An HTTP answer with its JSON body (undefined when empty or not JSON), or no answer at all. */
export type Answer = { status: number; body: unknown } | 'unreachable';

/** An answer with the monotonic time (performance.now()) its body had been read. */
export interface TimedAnswer {
  answer: Answer;
  at: number;
}

/** RFC 8628 §3.1: the device-code request's form (the public guide's dialect has no client secret here). */
export function deviceCodeForm(credentials: ClientCredentials): Record<string, string> {
  return { client_id: credentials.clientId, scope: credentials.scopes.join(' ') };
}

/** RFC 8628 §3.2 and docs/provider.md#errors: what a device-code answer means, checked by the wire parser. */
export function deviceCodeOutcome(answer: Answer): DeviceCodeOutcome {
  if (answer === 'unreachable' || answer.status >= 500) return { kind: 'unreachable' };
  try {
    if (answer.status === 200) return { kind: 'code', code: parseDeviceCodeResponse(answer.body) };
    if (answer.status === 403 && isQuotaError(answer.body)) return { kind: 'rateLimited' };
    return { kind: 'error', code: flowError(parseOAuthErrorBody(answer.body).error) };
  } catch {
    return { kind: 'error', code: 'unknown' };
  }
}

function isQuotaError(body: unknown): boolean {
  try {
    return parseQuotaErrorBody(body).error_code === RATE_LIMIT_EXCEEDED;
  } catch {
    return false;
  }
}
