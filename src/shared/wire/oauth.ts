/**
 * Wire format of the device authorization service (seed 000), with the seed's own field names.
 * Shared by the TV app and the provider; imports nothing. Every parse function checks every field at
 * run time and throws WireFormatError, so the rest of the code only ever sees checked values.
 */

/** seed 000, "POST {auth_url}/token (poll)": grant_type is exactly this. */
export const DEVICE_CODE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';
export const REFRESH_TOKEN_GRANT_TYPE = 'refresh_token';

/** Error codes of seed 000's error table, plus RFC 8628 §3.5 expired_token and RFC 6749 §5.2 codes. */
export const OAUTH_ERRORS = {
  accessDenied: 'access_denied',
  authorizationPending: 'authorization_pending',
  slowDown: 'slow_down',
  adminPolicyEnforced: 'admin_policy_enforced',
  invalidClient: 'invalid_client',
  invalidGrant: 'invalid_grant',
  unsupportedGrantType: 'unsupported_grant_type',
  orgInternal: 'org_internal',
  // RFC 8628 §3.5: the device code has expired; the flow restarts (seed 000 leaves the poll "not shown").
  expiredToken: 'expired_token',
  // RFC 6749 §5.2 / RFC 7009 §2.2.1
  invalidRequest: 'invalid_request',
  invalidScope: 'invalid_scope',
  unsupportedTokenType: 'unsupported_token_type',
} as const;

/** seed 000: the device-code quota error carries a single field error_code with this value. */
export const RATE_LIMIT_EXCEEDED = 'rate_limit_exceeded';

/** seed 000, "Device code response". */
export interface DeviceCodeResponse {
  device_code: string;
  /** Shown unmodified: no case change, no added formatting (seed 000, Limits rule 1). */
  user_code: string;
  verification_url: string;
  /** verification_url with the user code prefilled; the page still asks the person to confirm it. */
  verification_url_complete?: string;
  /** Seconds. */
  expires_in: number;
  /** Seconds between polls, at least. */
  interval: number;
}

/** seed 000, "Token response (successful poll)". */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  /** Granted scopes, space-delimited. */
  scope: string;
  token_type: 'Bearer';
}

/** seed 000, "Refresh response": no refresh_token. */
export interface RefreshResponse {
  access_token: string;
  expires_in: number;
  scope: string;
  token_type: 'Bearer';
}

/** seed 000, "Error object": poll, refresh and revoke errors. */
export interface OAuthErrorBody {
  error: string;
  error_description?: string;
}

/** seed 000: the device-code quota error (403). */
export interface QuotaErrorBody {
  error_code: string;
}

/** CONTRACT.md, "Provider addresses": the discovery document's fields. */
export interface DiscoveryDocument {
  issuer: string;
  device_authorization_endpoint: string;
  token_endpoint: string;
  revocation_endpoint: string;
  scopes_supported: string[];
}

export class WireFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WireFormatError';
  }
}

type Json = Record<string, unknown>;

function object(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new WireFormatError(`${what}: expected a JSON object`);
  }
  return value as Json;
}

function text(o: Json, field: string, what: string): string {
  const value = o[field];
  if (typeof value !== 'string' || value.length === 0) {
    throw new WireFormatError(`${what}: ${field} must be a non-empty string`);
  }
  return value;
}

/** Space-delimited scopes; may be empty in principle, so only the type is checked. */
function scopeList(o: Json, what: string): string {
  if (typeof o.scope !== 'string') throw new WireFormatError(`${what}: scope must be a string`);
  return o.scope;
}

function optionalText(o: Json, field: string, what: string): string | undefined {
  return o[field] === undefined ? undefined : text(o, field, what);
}

function seconds(o: Json, field: string, what: string): number {
  const value = o[field];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new WireFormatError(`${what}: ${field} must be a whole number of seconds`);
  }
  return value;
}

function url(o: Json, field: string, what: string): string {
  const value = text(o, field, what);
  if (!/^https?:\/\/[\x21-\x7e]+$/.test(value)) {
    throw new WireFormatError(`${what}: ${field} must be an http(s) URL of printable characters`);
  }
  return value;
}

function bearer(o: Json, what: string): 'Bearer' {
  // RFC 6749 §5.1: the type value is case-insensitive; seed 000 says it is always Bearer.
  if (typeof o.token_type !== 'string' || o.token_type.toLowerCase() !== 'bearer') {
    throw new WireFormatError(`${what}: token_type must be Bearer`);
  }
  return 'Bearer';
}

export function parseDeviceCodeResponse(value: unknown): DeviceCodeResponse {
  const what = 'device code response';
  const o = object(value, what);
  const userCode = text(o, 'user_code', what);
  if (!/^[\x21-\x7e]+$/.test(userCode)) {
    throw new WireFormatError(`${what}: user_code must be printable US-ASCII characters`);
  }
  const complete =
    o.verification_url_complete === undefined ? undefined : url(o, 'verification_url_complete', what);
  const parsed: DeviceCodeResponse = {
    device_code: text(o, 'device_code', what),
    user_code: userCode,
    verification_url: url(o, 'verification_url', what),
    expires_in: seconds(o, 'expires_in', what),
    interval: seconds(o, 'interval', what),
  };
  if (complete !== undefined) parsed.verification_url_complete = complete;
  return parsed;
}

export function parseTokenResponse(value: unknown): TokenResponse {
  const what = 'token response';
  const o = object(value, what);
  return {
    access_token: text(o, 'access_token', what),
    expires_in: seconds(o, 'expires_in', what),
    refresh_token: text(o, 'refresh_token', what),
    scope: scopeList(o, what),
    token_type: bearer(o, what),
  };
}

export function parseRefreshResponse(value: unknown): RefreshResponse {
  const what = 'refresh response';
  const o = object(value, what);
  return {
    access_token: text(o, 'access_token', what),
    expires_in: seconds(o, 'expires_in', what),
    scope: scopeList(o, what),
    token_type: bearer(o, what),
  };
}

export function parseOAuthErrorBody(value: unknown): OAuthErrorBody {
  const what = 'error response';
  const o = object(value, what);
  const description = optionalText(o, 'error_description', what);
  const error = text(o, 'error', what);
  return description === undefined ? { error } : { error, error_description: description };
}

export function parseQuotaErrorBody(value: unknown): QuotaErrorBody {
  const what = 'quota error response';
  return { error_code: text(object(value, what), 'error_code', what) };
}

export function parseDiscoveryDocument(value: unknown): DiscoveryDocument {
  const what = 'discovery document';
  const o = object(value, what);
  const scopes = o.scopes_supported;
  if (!Array.isArray(scopes) || !scopes.every((s): s is string => typeof s === 'string' && s.length > 0)) {
    throw new WireFormatError(`${what}: scopes_supported must be a list of strings`);
  }
  return {
    issuer: url(o, 'issuer', what),
    device_authorization_endpoint: url(o, 'device_authorization_endpoint', what),
    token_endpoint: url(o, 'token_endpoint', what),
    revocation_endpoint: url(o, 'revocation_endpoint', what),
    scopes_supported: scopes,
  };
}
