/**
 * Wire format of the device authorization service (RFC 8628, with the field names of the public TV and
 * limited-input device sign-in API: `verification_url`, `error_code`). Shared by the TV app and the
 * provider. Every parse function checks every field with the decode kit and throws WireError, so the rest
 * of the code only ever sees checked values (docs/app.md#errors-words-and-next-step).
 */
import {
  listOf,
  matching,
  nonEmptyString,
  optional,
  shape,
  string,
  integer,
  WireError,
  type Decoder,
} from './decode.ts';

/** RFC 8628 §3.4: the poll's grant_type is exactly this. */
export const DEVICE_CODE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';
export const REFRESH_TOKEN_GRANT_TYPE = 'refresh_token';

/** Error codes of the device flow (RFC 8628 §3.5 and the public device sign-in API) and RFC 6749 §5.2. */
export const OAUTH_ERRORS = {
  accessDenied: 'access_denied',
  authorizationPending: 'authorization_pending',
  slowDown: 'slow_down',
  adminPolicyEnforced: 'admin_policy_enforced',
  invalidClient: 'invalid_client',
  invalidGrant: 'invalid_grant',
  unsupportedGrantType: 'unsupported_grant_type',
  orgInternal: 'org_internal',
  // RFC 8628 §3.5: the device code has expired; the flow restarts.
  expiredToken: 'expired_token',
  // RFC 6749 §5.2 / RFC 7009 §2.2.1
  invalidRequest: 'invalid_request',
  invalidScope: 'invalid_scope',
  unsupportedTokenType: 'unsupported_token_type',
} as const;

/** The device-code quota error carries a single field error_code with this value (docs/provider.md). */
export const RATE_LIMIT_EXCEEDED = 'rate_limit_exceeded';

/** RFC 8628 §3.2, with the public device sign-in API's field names. */
export interface DeviceCodeResponse {
  device_code: string;
  /** Shown unmodified: no case change, no added formatting (RFC 8628 §6.1). */
  user_code: string;
  verification_url: string;
  /** verification_url with the user code prefilled; the page still asks the person to confirm it. */
  verification_url_complete?: string;
  /** RFC 8628 §3.2's name for verification_url; the provider sends both, the app reads verification_url. */
  verification_uri?: string;
  verification_uri_complete?: string;
  /** Seconds. */
  expires_in: number;
  /** Seconds between polls, at least. */
  interval: number;
}

/** RFC 6749 §5.1: the token response of a successful poll. */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  /** Granted scopes, space-delimited. */
  scope: string;
  token_type: 'Bearer';
  /** OpenID Connect Core §3.1.3.3: who signed in, when `openid` was granted (docs/identity.md). */
  id_token?: string;
}

/** RFC 6749 §6: the refresh response (no new refresh_token). */
export interface RefreshResponse {
  access_token: string;
  expires_in: number;
  scope: string;
  token_type: 'Bearer';
  /** OpenID Connect Core §12.2: a refresh may carry a new ID token. */
  id_token?: string;
}

/** RFC 6749 §5.2: poll, refresh and revoke errors. */
export interface OAuthErrorBody {
  error: string;
  error_description?: string;
}

/** The device-code quota error (403, docs/provider.md). */
export interface QuotaErrorBody {
  error_code: string;
}

/** The discovery document's fields (README.md, "Provider addresses"). */
export interface DiscoveryDocument {
  issuer: string;
  device_authorization_endpoint: string;
  token_endpoint: string;
  revocation_endpoint: string;
  scopes_supported: string[];
  /** RFC 8414 §2: whether the client can be asked about before a code (app's boot.ts). */
  grant_types_supported?: string[];
  token_endpoint_auth_methods_supported?: string[];
  /** OpenID Connect Discovery 1.0 §3; absent from providers without the identity addresses. */
  jwks_uri?: string;
  userinfo_endpoint?: string;
  id_token_signing_alg_values_supported?: string[];
  subject_types_supported?: string[];
  claims_supported?: string[];
}

// Every rule below is the same as before the decode kit: only the error type changed.

/** Seconds: a whole number, zero or more. */
const seconds = integer({ min: 0 });

/** An http(s) URL of printable US-ASCII characters, so it can be shown and typed as is. */
const httpUrl = matching(/^https?:\/\/[\x21-\x7e]+$/, 'an http(s) URL of printable characters');

/** RFC 8628 §6.1: the user code is shown exactly as received, so it must be printable US-ASCII. */
const userCode = matching(/^[\x21-\x7e]+$/, 'printable US-ASCII characters');

/** RFC 6749 §5.1: the type value is case-insensitive; this service always says Bearer. */
const bearer: Decoder<'Bearer'> = (value, path) => {
  if (typeof value !== 'string' || value.toLowerCase() !== 'bearer') {
    throw new WireError(path, 'Bearer', value === undefined ? 'required' : 'invalid');
  }
  return 'Bearer';
};

/** Space-delimited scopes; may be empty in principle, so only the type is checked. */
const scopeList = string;

const deviceCodeResponse = shape<DeviceCodeResponse>({
  device_code: nonEmptyString,
  user_code: userCode,
  verification_url: httpUrl,
  verification_url_complete: optional(httpUrl),
  verification_uri: optional(httpUrl),
  verification_uri_complete: optional(httpUrl),
  expires_in: seconds,
  interval: seconds,
});

const tokenResponse = shape<TokenResponse>({
  access_token: nonEmptyString,
  expires_in: seconds,
  refresh_token: nonEmptyString,
  scope: scopeList,
  token_type: bearer,
  id_token: optional(nonEmptyString),
});

const refreshResponse = shape<RefreshResponse>({
  access_token: nonEmptyString,
  expires_in: seconds,
  scope: scopeList,
  token_type: bearer,
  id_token: optional(nonEmptyString),
});

const oauthErrorBody = shape<OAuthErrorBody>({
  error: nonEmptyString,
  error_description: optional(nonEmptyString),
});

const quotaErrorBody = shape<QuotaErrorBody>({ error_code: nonEmptyString });

const discoveryDocument = shape<DiscoveryDocument>({
  issuer: httpUrl,
  device_authorization_endpoint: httpUrl,
  token_endpoint: httpUrl,
  revocation_endpoint: httpUrl,
  scopes_supported: listOf(nonEmptyString),
  grant_types_supported: optional(listOf(nonEmptyString)),
  token_endpoint_auth_methods_supported: optional(listOf(nonEmptyString)),
  jwks_uri: optional(httpUrl),
  userinfo_endpoint: optional(httpUrl),
  id_token_signing_alg_values_supported: optional(listOf(nonEmptyString)),
  subject_types_supported: optional(listOf(nonEmptyString)),
  claims_supported: optional(listOf(nonEmptyString)),
});

export function parseDeviceCodeResponse(value: unknown): DeviceCodeResponse {
  return deviceCodeResponse(value, '');
}

export function parseTokenResponse(value: unknown): TokenResponse {
  return tokenResponse(value, '');
}

export function parseRefreshResponse(value: unknown): RefreshResponse {
  return refreshResponse(value, '');
}

export function parseOAuthErrorBody(value: unknown): OAuthErrorBody {
  return oauthErrorBody(value, '');
}

export function parseQuotaErrorBody(value: unknown): QuotaErrorBody {
  return quotaErrorBody(value, '');
}

export function parseDiscoveryDocument(value: unknown): DiscoveryDocument {
  return discoveryDocument(value, '');
}
