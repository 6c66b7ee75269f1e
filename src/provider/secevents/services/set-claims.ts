/**
 * What a security event token says (RFC 8417 §2): the event types this transmitter sends, the subject as an
 * RFC 9493 subject identifier, and the claims of one SET for one receiver. Signing is signer.ts's.
 */
import { randomBytes } from 'node:crypto';
import type { SecurityEvent } from '../../oauth/module.ts';

/** Each event the provider raises, as the event type URI a receiver knows it by. */
export const EVENT_TYPES = {
  // OpenID RISC event types: every session of the subject ended.
  'sessions-revoked': 'https://schemas.openid.net/secevent/risc/event-type/sessions-revoked',
  // OAuth Event Types 1.0: the client's tokens for the subject were revoked.
  'token-revoked': 'https://schemas.openid.net/secevent/oauth/event-type/token-revoked',
  // OpenID RISC Profile 1.0: the account was disabled.
  'account-disabled': 'https://schemas.openid.net/secevent/risc/event-type/account-disabled',
} as const satisfies Record<SecurityEvent['kind'], string>;

export type EventTypeUri = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

export const EVENT_TYPE_URIS: readonly EventTypeUri[] = Object.values(EVENT_TYPES);

/** RFC 8417 §2.3: the SET's media type, and its `typ` header without the `application/` prefix. */
export const SET_MEDIA_TYPE = 'application/secevent+jwt';
export const SET_TYP = 'secevent+jwt';

/** The subject formats a stream may choose (RFC 9493 §3.2); `iss_sub` unless it says. */
export const SUBJECT_FORMATS = ['iss_sub', 'email'] as const;
export type SubjectFormat = (typeof SUBJECT_FORMATS)[number];

export type SubjectId = { format: 'iss_sub'; iss: string; sub: string } | { format: 'email'; email: string };

/** The claims of one SET before signing; the outbox keeps them, so every retry names the same jti. */
export interface SetClaims {
  jti: string;
  iss: string;
  aud: string;
  iat: number;
  /** RFC 8417 §2.2: when the event happened, seconds. */
  toe: number;
  /** RFC 9493 §4.1: who the event is about. */
  sub_id: SubjectId;
  /** Exactly one event; its payload repeats the subject, where RISC receivers look for it. */
  events: Partial<Record<EventTypeUri, EventPayload>>;
}

/**
 * An event's payload. token-revoked also names what was removed: the app (`client_id`) on every device it was
 * signed in on as the person, `devices` of them (docs/identity.md#the-events-and-what-a-receiver-should-do).
 */
export type EventPayload =
  { subject: SubjectId } | { subject: SubjectId; client_id: string; devices: number };

function payloadOf(event: SecurityEvent, subject: SubjectId): EventPayload {
  return event.kind === 'token-revoked'
    ? { subject, client_id: event.clientId, devices: event.devices }
    : { subject };
}

/** A jti no other SET of this transmitter has (RFC 8417 §2.2: unique per issuer), 128 random bits. */
export const newJti = (): string => randomBytes(16).toString('base64url');

export function setClaims(
  event: SecurityEvent,
  to: { issuer: string; clientId: string; subject: SubjectId; now: number },
): SetClaims {
  return {
    jti: newJti(),
    iss: to.issuer,
    aud: to.clientId,
    iat: Math.floor(to.now / 1000),
    toe: Math.floor(event.at / 1000),
    sub_id: to.subject,
    events: { [EVENT_TYPES[event.kind]]: payloadOf(event, to.subject) },
  };
}
