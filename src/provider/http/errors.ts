/**
 * The two error dialects the provider speaks, each written out in one place.
 *
 * - OAuthError: the authorization server's `{error, error_description}` (docs/provider.md#errors), or the
 *   device-code quota's single `{error_code}` field.
 * - ApiError: the resource APIs' `{error: {code, message, errors: [{domain, reason, message}], status}}`,
 *   the public APIs' shape.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { log } from '../ops/log.ts';

export class OAuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly error: string,
    readonly description?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description ?? error);
  }

  body(): Record<string, string> {
    return this.description === undefined
      ? { error: this.error }
      : { error: this.error, error_description: this.description };
  }
}

/** The public device-flow guide: the device-code quota error carries a single field error_code. */
export class QuotaError extends Error {
  constructor(readonly errorCode = 'rate_limit_exceeded') {
    super(errorCode);
  }
}

const STATUS_NAMES: Partial<Record<number, string>> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  412: 'FAILED_PRECONDITION',
  413: 'INVALID_ARGUMENT',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly reason: string,
    message: string,
    readonly domain = 'global',
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): {
    error: {
      code: number;
      message: string;
      errors: { domain: string; reason: string; message: string }[];
      status: string;
    };
  } {
    return {
      error: {
        code: this.status,
        message: this.message,
        errors: [{ domain: this.domain, reason: this.reason, message: this.message }],
        status: STATUS_NAMES[this.status] ?? 'UNKNOWN',
      },
    };
  }
}

export const badRequest = (message: string, reason = 'invalid'): ApiError =>
  new ApiError(400, reason, message);
export const notFound = (message = 'Not Found'): ApiError => new ApiError(404, 'notFound', message);

/**
 * An error as one log line with any token-bearing parameter blanked: the message or stack of an unexpected
 * error may quote the request's address, whose query may hold `access_token` or `token` (RFC 6750 §5.3:
 * bearer tokens must not reach logs).
 */
export function loggable(err: unknown): string {
  const text = err instanceof Error ? (err.stack ?? `${err.name}: ${err.message}`) : String(err);
  return text.replace(/((?:access_|refresh_|device_)?token|code|client_secret)=[^&\s"']*/gi, '$1=…');
}

/**
 * One failure's log line (docs/operating.md#logs): what failed, in words, and the error made `loggable`;
 * never the error object itself, whose fields may quote a row's values or a statement's parameters.
 */
export function logFailure(what: string, err: unknown, fields: Record<string, unknown> = {}): void {
  log.error({ event: 'failure', ...fields, error: loggable(err) }, what);
}

/**
 * True for PostgreSQL's serialization failure or deadlock (SQLSTATE 40001, 40P01) that outlasted the store's
 * retries (store/postgres-store.ts): the request was sound and may be sent again, so it is answered 503
 * with Retry-After, not 500.
 */
export function isContention(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01';
}

/** Seconds a client is asked to wait after a 503 for contention. */
export const CONTENTION_RETRY_AFTER = '1';

/** Writes any error as a response. Unknown errors become a bare 500 with no stack or detail. */
export function errorResponse(c: Context, err: unknown): Response {
  if (err instanceof OAuthError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    c.header('Cache-Control', 'no-store');
    return c.json(err.body(), err.status);
  }
  if (err instanceof QuotaError) {
    return c.json({ error_code: err.errorCode }, 403);
  }
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return c.json(err.body(), err.status);
  }
  logFailure('unexpected error', err, { requestId: c.get('requestId') });
  return c.json(new ApiError(500, 'backendError', 'Internal error').body(), 500);
}
