/**
 * Checking one security event token (RFC 8417) from this project's provider, or any transmitter that signs
 * with a JWKS: the signature against the transmitter's published keys, the explicit `typ` (§2.3), the
 * issuer and audience, a `jti`, exactly one event, and freshness on the receiver's own clock. Errors carry
 * the RFC 8935 §2.4 error code a push answer or a poll's `setErrs` reports back.
 */
import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** The receiver's time, in milliseconds since the epoch (tests pass a clock they move by hand). */
export interface ReceiverClock {
  now(): number;
}

export const systemReceiverClock: ReceiverClock = { now: () => Date.now() };

export interface SetCheck {
  /** The transmitter's `issuer` (its `/.well-known/risc-configuration`). */
  issuer: string;
  /** This receiver's client id: the SET's `aud`. */
  audience: string;
  /** The transmitter's public keys: jose's `createRemoteJWKSet(jwks_uri)` or `createLocalJWKSet(jwks)`. */
  keys: JWTVerifyGetKey;
  clock?: ReceiverClock;
  /** How old (by `iat`) a SET may be and still be taken, seconds; a day unless told. */
  maxAgeSeconds?: number;
  /** How far the transmitter's clock may run ahead of the receiver's, seconds; a minute unless told. */
  clockSkewSeconds?: number;
}

/** A SET that passed every check. */
export interface VerifiedSet {
  jti: string;
  iss: string;
  aud: string;
  /** Seconds since the epoch. */
  iat: number;
  /** The one event type URI, and its payload. */
  eventType: string;
  event: Readonly<Record<string, unknown>>;
  /** RFC 9493 `sub_id`, when the SET names its subject there. */
  subject: Readonly<Record<string, unknown>> | undefined;
  claims: JWTPayload;
}

/** RFC 8935 §2.4's error codes. */
export type SetErrorCode =
  | 'invalid_request'
  | 'invalid_key'
  | 'invalid_issuer'
  | 'invalid_audience'
  | 'authentication_failed'
  | 'access_denied';

export class SetError extends Error {
  constructor(
    readonly err: SetErrorCode,
    readonly description: string,
  ) {
    super(`${err}: ${description}`);
  }
}

export const DEFAULT_MAX_AGE_SECONDS = 24 * 60 * 60;
export const DEFAULT_CLOCK_SKEW_SECONDS = 60;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** jose's refusal in RFC 8935's words. */
function refusal(err: unknown): SetError {
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === 'iss') return new SetError('invalid_issuer', 'the issuer is not the expected one');
    if (err.claim === 'aud') return new SetError('invalid_audience', 'the audience is not this receiver');
    return new SetError('invalid_request', `the "${err.claim}" claim failed: ${err.message}`);
  }
  if (err instanceof errors.JWSSignatureVerificationFailed || err instanceof errors.JWKSNoMatchingKey) {
    return new SetError('invalid_key', 'no published key verifies the signature');
  }
  return new SetError('invalid_request', err instanceof Error ? err.message : 'the SET could not be read');
}

export async function verifySet(jwt: string, check: SetCheck): Promise<VerifiedSet> {
  const clock = check.clock ?? systemReceiverClock;
  let verified;
  try {
    verified = await jwtVerify(jwt, check.keys, {
      issuer: check.issuer,
      audience: check.audience,
      // RFC 8417 §2.3: `secevent+jwt`, so that no other JWT of the issuer passes for a SET.
      typ: 'secevent+jwt',
      currentDate: new Date(clock.now()),
      maxTokenAge: check.maxAgeSeconds ?? DEFAULT_MAX_AGE_SECONDS,
      clockTolerance: check.clockSkewSeconds ?? DEFAULT_CLOCK_SKEW_SECONDS,
      requiredClaims: ['jti', 'iat', 'events'],
    });
  } catch (err) {
    throw refusal(err);
  }
  const { payload } = verified;
  const events = payload['events'];
  // RFC 8417 §2.2: `events` is a JSON object; the OpenID Shared Signals profiles carry one event per SET.
  if (!isRecord(events)) throw new SetError('invalid_request', 'the "events" claim is not an object');
  const entries = Object.entries(events);
  const [first] = entries;
  if (entries.length !== 1 || first === undefined || !isRecord(first[1])) {
    throw new SetError('invalid_request', 'a SET must carry exactly one event');
  }
  const subject = payload['sub_id'];
  return {
    jti: String(payload.jti),
    iss: String(payload.iss),
    aud: check.audience,
    iat: Number(payload.iat),
    eventType: first[0],
    event: first[1],
    subject: isRecord(subject) ? subject : undefined,
    claims: payload,
  };
}
