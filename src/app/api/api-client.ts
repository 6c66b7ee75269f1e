/**
 * The one seam between the app and the resource APIs: a small base client over the session's authorized
 * fetch. The session sets `Authorization: Bearer`, refreshes ahead of expiry and refreshes-and-retries once
 * on a 401 (docs/app.md#session-and-tokens); this client does not retry again. It builds the address from
 * the API's base and a query, sends JSON, checks the answer with a decoder, and turns every failure into
 * one ApiError. The per-API clients (calendar-client.ts, …) are thin subclasses.
 */
import { msg } from '@lit/localize';
import { optional, shape, string, integer, listOf, WireError, type Decoder } from '#shared/wire/decode.ts';
import type { Session } from '../auth/session.ts';
import { diagnostics } from '../diagnostics/recorder.ts';
import { ApiError, kindOf, problemWords, toApiError, type Words } from './api-error.ts';

export type { Words } from './api-error.ts';
import { errorCodeOf } from './api-error-code.ts';

/** The part of the session a client needs. */
export type Authorized = Pick<Session, 'fetch'>;

/** Query parameters; undefined ones are left out, lists repeat the name. */
export type Query = Readonly<Record<string, string | number | boolean | readonly string[] | undefined>>;

export interface CallOptions {
  /** Aborts the request (a view's Task passes its own, so a superseded load stops). */
  signal?: AbortSignal | undefined;
  /**
   * What is asked for, in words for the failure screen: `your events`, `the channel list`; a function is
   * asked again whenever the words are read, so they follow a change of language.
   */
  subject?: Words | undefined;
}

/** For answers the app does not read (204, or a body it has no use for). */
export const ignoreBody: Decoder<undefined> = () => undefined;

/** The public APIs' error body: `{"error":{"code":403,"message":"…","errors":[{"reason":"…"}]}}`. */
const errorBody = shape<{ error: { code?: number; message?: string; errors?: { reason?: string }[] } }>({
  error: shape({
    code: optional(integer()),
    message: optional(string),
    errors: optional(listOf(shape({ reason: optional(string) }))),
  }),
});

function address(base: string, path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (typeof value === 'object') for (const v of value) params.append(name, v);
    else params.set(name, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search === '' ? '' : `?${search}`}`;
}

export class ApiClient {
  constructor(
    private readonly session: Authorized,
    /** The API's root, e.g. `https://provider/calendar/v3`. */
    private readonly base: string,
  ) {}

  protected get<T>(path: string, query: Query, decoder: Decoder<T>, options?: CallOptions): Promise<T> {
    return this.send('GET', path, query, undefined, decoder, options);
  }

  protected post<T>(
    path: string,
    query: Query,
    body: unknown,
    decoder: Decoder<T>,
    options?: CallOptions,
  ): Promise<T> {
    return this.send('POST', path, query, body, decoder, options);
  }

  protected patch<T>(
    path: string,
    query: Query,
    body: unknown,
    decoder: Decoder<T>,
    options?: CallOptions,
  ): Promise<T> {
    return this.send('PATCH', path, query, body, decoder, options);
  }

  private async send<T>(
    method: string,
    path: string,
    query: Query,
    body: unknown,
    decoder: Decoder<T>,
    options: CallOptions = {},
  ): Promise<T> {
    const { signal, subject } = options;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = JSON.stringify(body);
    if (signal) init.signal = signal;
    let response: Response;
    try {
      response = await this.session.fetch(address(this.base, path, query), init);
    } catch (err) {
      // An abort is the caller's own doing: it goes on as it is, never as "cannot be reached".
      if (signal?.aborted === true) throw signal.reason;
      throw reported(
        toApiError(err) ??
          new ApiError('network', msg('The service cannot be reached.'), { ...only(subject) }),
      );
    }
    if (!response.ok) throw reported(await this.failure(response, subject));
    if (decoder === (ignoreBody as Decoder<unknown>)) return decoder(undefined, '');
    try {
      return decoder(await response.json(), '');
    } catch (err) {
      if (signal?.aborted === true) throw signal.reason;
      const detail = err instanceof WireError ? err.message : 'the body is not JSON';
      throw reported(new ApiError('wire', detail, { status: response.status, ...only(subject) }));
    }
  }

  private async failure(response: Response, subject: Words | undefined): Promise<ApiError> {
    let message: string | undefined;
    let reason: string | undefined;
    try {
      const { error } = errorBody(await response.json(), '');
      message = error.message;
      reason = error.errors?.find((e) => e.reason !== undefined)?.reason;
    } catch {
      // No readable error body: the status says enough.
    }
    const kind = kindOf(response.status, reason, response.headers.get('WWW-Authenticate'));
    return new ApiError(kind, message ?? `HTTP ${String(response.status)}`, {
      status: response.status,
      ...(reason === undefined ? {} : { reason }),
      ...(message === undefined ? {} : { serviceMessage: message }),
      ...only(subject),
    });
  }
}

/** Every failure goes to the diagnostics recorder on its way to the view (docs/app.md#diagnostics). */
function reported(error: ApiError): ApiError {
  diagnostics.record(errorCodeOf(error), error.message, () => problemWords(error).message);
  return error;
}

function only(subject: Words | undefined): { subject?: Words } {
  return subject === undefined ? {} : { subject };
}
