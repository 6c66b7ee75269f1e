/**
 * The one error every API client throws, and the words a screen says for it. Failures are classified once,
 * here, into the kinds the views act on; words are made at the edge (tv-view-status), never from an
 * exception's own message (docs/app.md#errors-words-and-next-step).
 */
import { msg, str } from '@lit/localize';
import { SessionError } from '../auth/session.ts';

export type ApiErrorKind =
  /** The service could not be reached (fetch failed, or the refresh could not be sent). */
  | 'network'
  /** The session ended (signed out here, on another screen, or access was removed). */
  | 'signedOut'
  /** The sign-in service refused to renew access for another reason. */
  | 'sessionRefused'
  /** 401 after the session's one refresh-and-retry. */
  | 'unauthorized'
  /** 403 insufficientPermissions (or an insufficient_scope challenge): the person did not allow it. */
  | 'scopeNotGranted'
  /** 403 domainPolicy: the account's administrator does not allow this app the data. */
  | 'adminPolicy'
  /** 403 or 429 with a quota or rate-limit reason. */
  | 'quota'
  /** Any other 403: the account has no access to that data (an agency it is not linked to, another's calendar). */
  | 'forbidden'
  | 'notFound'
  /** 5xx. */
  | 'unavailable'
  /** Any other non-2xx answer. */
  | 'refused'
  /** A 2xx answer whose body did not pass its decoder. */
  | 'wire';

/** Words, or a function that makes them in the language shown each time they are read. */
export type Words = string | (() => string);

export interface ApiErrorDetails {
  /** HTTP status; absent when no answer arrived. */
  status?: number;
  /** The first `error.errors[].reason` of the body (`insufficientPermissions`, `quotaExceeded`…). */
  reason?: string;
  /** What was asked for, in words that fit "… could not be understood": `your events`. */
  subject?: string;
  /** The service's own words (`error.message` of the body), when it sent some. */
  serviceMessage?: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly details: Readonly<ApiErrorDetails>;

  constructor(
    readonly kind: ApiErrorKind,
    /** The service's own message (Google-style `error.message`), or what went wrong, for logs. */
    message: string,
    details: Omit<ApiErrorDetails, 'subject'> & { subject?: Words } = {},
  ) {
    super(message);
    const { subject, ...rest } = details;
    // Made again at each read, so Settings' last error follows a change of language.
    this.details =
      typeof subject === 'function'
        ? Object.defineProperty(rest, 'subject', { get: subject, enumerable: true })
        : details;
  }

  get status(): number | undefined {
    return this.details.status;
  }

  get reason(): string | undefined {
    return this.details.reason;
  }
}

const QUOTA_REASONS = ['quotaExceeded', 'dailyLimitExceeded', 'rateLimitExceeded', 'userRateLimitExceeded'];
/** The public APIs' reason for data an account's administrator keeps from apps (the Drive API's domainPolicy). */
const ADMIN_POLICY_REASON = 'domainPolicy';

/** The kind of a non-2xx answer, from its status, its reason and the RFC 6750 §3 challenge. */
export function kindOf(status: number, reason: string | undefined, challenge: string | null): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (reason !== undefined && QUOTA_REASONS.includes(reason)) return 'quota';
  if (status === 429) return 'quota';
  if (status === 403) {
    const scope = reason === 'insufficientPermissions' || /error="insufficient_scope"/.test(challenge ?? '');
    if (scope) return 'scopeNotGranted';
    return reason === ADMIN_POLICY_REASON ? 'adminPolicy' : 'forbidden';
  }
  if (status === 404) return 'notFound';
  if (status >= 500) return 'unavailable';
  return 'refused';
}

/** Whatever a client call threw, as an ApiError (session failures included). */
export function toApiError(err: unknown): ApiError | undefined {
  if (err instanceof ApiError) return err;
  if (err instanceof SessionError) {
    const kind =
      err.kind === 'offline' ? 'network' : err.kind === 'signedOut' ? 'signedOut' : 'sessionRefused';
    return new ApiError(kind, err.message);
  }
  return undefined;
}

export interface ProblemWords {
  message: string;
  next: string;
}

const sentence = (s: string): string => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/**
 * What a screen says for a failure, and the next step. `allow` names what to allow at sign-in when a scope
 * was not granted ("your calendar"); without it the words stay general.
 */
export function problemWords(err: unknown, allow = ''): ProblemWords {
  const e = toApiError(err);
  if (!e) return { message: msg('Something went wrong while loading.'), next: msg('Try again.') };
  const subject = e.details.subject;
  switch (e.kind) {
    case 'network':
      return {
        message: msg('The service cannot be reached.'),
        next: msg('Check the TV’s network, then try again.'),
      };
    case 'signedOut':
      return { message: msg('You are signed out.'), next: msg('Sign in again with a new code.') };
    case 'sessionRefused':
      return { message: e.message, next: msg('Try again later.') };
    case 'unauthorized':
      return {
        message: msg('The service did not accept this TV’s sign-in.'),
        next: msg('Sign out and sign in again.'),
      };
    case 'scopeNotGranted':
      return notGranted(subject, allow);
    case 'adminPolicy':
      return {
        message:
          subject === undefined
            ? msg('Your account’s administrator does not allow this app to see this.')
            : msg(str`Your account’s administrator does not allow this app to see ${subject}.`),
        next: msg('Ask your administrator, or add another account in Settings.'),
      };
    case 'forbidden':
      return {
        message:
          subject === undefined
            ? msg('This account has no access to this.')
            : msg(str`This account has no access to ${subject}.`),
        next: msg(
          'Use an account that has access (Settings, Add an account), or ask whoever owns it to share it.',
        ),
      };
    case 'quota':
      return {
        message:
          subject === undefined
            ? msg('The service refused the request.')
            : msg(str`The service refused to show ${subject}.`),
        next:
          e.reason === 'rateLimitExceeded' || e.reason === 'userRateLimitExceeded'
            ? msg('Try again in a minute.')
            : msg('Try again tomorrow.'),
      };
    case 'notFound':
      return {
        message:
          subject === undefined
            ? msg('The service could not find it.')
            : msg(str`${sentence(subject)} could not be found.`),
        next: msg('Try again later.'),
      };
    case 'unavailable':
      return {
        message: msg('The service is having trouble right now.'),
        next: msg('Try again in a minute.'),
      };
    case 'refused': {
      const said = e.details.serviceMessage;
      return {
        message:
          said === undefined
            ? msg('The service refused the request.')
            : msg(str`The service refused the request (${said}).`),
        next: msg('Try again later.'),
      };
    }
    case 'wire':
      return {
        message:
          subject === undefined
            ? msg('The answer could not be understood.')
            : msg(str`${sentence(subject)} could not be understood.`),
        next: msg('Try again later.'),
      };
  }
}

/** A scope not granted at sign-in: only signing in again and allowing it helps. */
function notGranted(subject: string | undefined, allow: string): ProblemWords {
  if (subject !== undefined && allow !== '') {
    return {
      message: msg(str`This TV was not allowed to see ${subject}.`),
      next: msg(str`Sign out, then sign in again and allow access to ${allow}.`),
    };
  }
  return {
    message: msg('This TV was not allowed to see this when you signed in.'),
    next: msg('Sign out in Settings and sign in again, allowing it.'),
  };
}
