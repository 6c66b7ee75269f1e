/**
 * Reading request input through the decoders of `#shared/wire/decode.ts` (docs/provider.md#input): a route's
 * path parameters, query and JSON or form body are read and checked into one value before its handler runs
 * (route.ts), and a refused value becomes the API's own 400. Each API words its errors as the public API it
 * imitates does, in one Wording value per module; the readers here are the same for every API.
 */
import type { Context } from 'hono';
import { parseJson, WireError, type Decoder, type Json } from '#shared/wire/decode.ts';
import { ApiError, badRequest, OAuthError } from './errors.ts';
import { readForm, type Form, type FormOptions } from './form.ts';
import { bodyOf, decodedParameter, pathParameter, reads, type Describes } from './input-description.ts';

/**
 * Turns a refused value into the error of the address's dialect (errors.ts): the public APIs' ApiError, or an
 * OAuthError for the authorization server's endpoints. `raw` is the value as it arrived.
 */
export type Refusal = (error: WireError, raw: unknown) => ApiError | OAuthError;

/** How one API words refused input (each module has one, beside its routes). */
export interface Wording {
  /** A path or query parameter. */
  param: Refusal;
  /** The body as a whole: blank where one is needed (reason `required`), not JSON, or not the right kind. */
  body: Refusal;
  /** A field inside the body. */
  field: Refusal;
  /** Where field paths start: `body` gives `body.displayName`; absent gives `displayName`. */
  bodyPath?: string;
  /**
   * A form body that cannot be read (form.ts's problem, in words: not form-encoded, a parameter twice);
   * absent, a 400 with those words as its message.
   */
  form?: (problem: string) => ApiError | OAuthError;
}

/** `<path> must be <expected>.`, reason `required` or `invalid` (docs/provider.md#input). */
export const plainRefusal: Refusal = (error) => badRequest(`${error.message}.`, error.reason);

/** The decoder's own words as the 400's message, with its reason (`required` or `invalid`). */
export const messageRefusal: Refusal = (error) => new ApiError(400, error.reason, error.message);

/**
 * The decoder's own words for every refusal (`maxResults must be a whole number from 0 to 500`), and a blank
 * body where one is needed is `The request body is required.` (the compute and search-ads APIs).
 */
export const decoderWording: Wording = {
  param: messageRefusal,
  body: (error, raw) =>
    error.reason === 'required'
      ? new ApiError(400, 'required', 'The request body is required.')
      : messageRefusal(error, raw),
  field: messageRefusal,
};

/**
 * A request field the API does not know, or does not model, in the same words for every API: Google's APIs
 * answer an unknown one "Invalid JSON payload received. Unknown name …" before their own checks. The field's
 * place is given without the `body` a module's paths may start with.
 */
function otherField(error: WireError): ApiError {
  const dot = error.path.lastIndexOf('.');
  const name = error.path.slice(dot + 1);
  const parent = dot < 0 ? '' : error.path.slice(0, dot).replace(/^body\.?/, '');
  const at = parent === '' ? '' : ` at '${parent}'`;
  return error.reason === 'unknown'
    ? new ApiError(
        400,
        'invalid',
        `Invalid JSON payload received. Unknown name "${name}"${at}: Cannot find field.`,
      )
    : new ApiError(400, 'invalid', `The field "${name}"${at} is not supported by this provider.`);
}

/** Decodes `value` at `path`; a WireError is answered by `refuse`. */
export function decodeWith<T>(decoder: Decoder<T>, value: unknown, path: string, refuse: Refusal): T {
  try {
    return decoder(value, path);
  } catch (err) {
    if (err instanceof WireError) {
      throw err.reason === 'unknown' || err.reason === 'unsupported' ? otherField(err) : refuse(err, value);
    }
    throw err;
  }
}

/**
 * Reads one part of a request (a parameter, the body) or all of a route's input, and may say what it reads
 * (input-description.ts): the readers made here do.
 */
export interface Reader<T> extends Describes {
  (c: Context): T | Promise<T>;
}

/** A reader that needs nothing awaited: a path or query parameter. */
export interface ParamReader<T> extends Describes {
  (c: Context): T;
}

/**
 * Several readers into one object, run in the order written: the first refusal is the answer, so the order
 * is the public API's order of checks.
 */
export function readAll<T extends object>(readers: { readonly [K in keyof T]: Reader<T[K]> }): Reader<T> {
  const entries = Object.entries<Reader<unknown>>(readers);
  const readEach = async (c: Context) => {
    const out: Record<string, unknown> = {};
    for (const [name, read] of entries) {
      const value = read(c);
      out[name] = value instanceof Promise ? await value : value;
    }
    return out as T;
  };
  return reads(readEach, ...Object.values<Reader<unknown>>(readers));
}

/** A path parameter as sent; the route's path holds it whenever the route matches. */
export const pathParam = (name: string): ParamReader<string> =>
  reads((c) => c.req.param(name) ?? '', pathParameter(name));

/** A value read and checked before the handler, whose refusal the handler throws when it asks for it. */
export interface Held<T> {
  value(): T;
}

/**
 * Reads with `reader` before the handler runs, but holds its refusal back until the handler calls `value()`:
 * for the public APIs that answer a retried request by its requestId whatever its body says (compute).
 */
export function held<T>(reader: Reader<T>): Reader<Held<T>> {
  return reads(async (c) => {
    try {
      const value = await reader(c);
      return { value: () => value };
    } catch (err) {
      if (!(err instanceof ApiError || err instanceof OAuthError)) throw err;
      return {
        value: () => {
          throw err;
        },
      };
    }
  }, reader);
}

/** The readers of one API, in its wording. */
export interface Readers {
  /** A path parameter through `decoder`. */
  param<T>(name: string, decoder: Decoder<T>): ParamReader<T>;
  /** A query parameter (undefined when absent) through `decoder`. */
  query<T>(name: string, decoder: Decoder<T>): ParamReader<T>;
  /**
   * The JSON body through `decoder`, which starts at `bodyPath`. A blank body is `empty` when given (the
   * public APIs' empty requests), else refused as `required`. Refusals of the body itself are worded as the
   * body's, of anything inside it as a field's.
   */
  body<T>(decoder: Decoder<T>, options?: { empty?: Json }): Reader<T>;
  /**
   * The application/x-www-form-urlencoded body, read strictly (form.ts): the authorization server's
   * endpoints (RFC 6749 §3.2). Its parameters are the handler's to check, in its order of errors.
   */
  form(options?: FormOptions): Reader<Form>;
  /** A field of an object already read (the checks a handler makes against what is stored). */
  field<T>(value: unknown, path: string, decoder: Decoder<T>): T;
}

export function readersFor(wording: Wording): Readers {
  const root = wording.bodyPath ?? '';
  return {
    param: (name, decoder) =>
      reads(
        (c) => decodeWith(decoder, c.req.param(name), name, wording.param),
        decodedParameter(name, 'path', decoder),
      ),
    query: (name, decoder) =>
      reads(
        (c) => decodeWith(decoder, c.req.query(name), name, wording.param),
        decodedParameter(name, 'query', decoder),
      ),
    body: (decoder, options = {}) => {
      const whole: Refusal = (error, raw) =>
        error.path === root ? wording.body(error, raw) : wording.field(error, raw);
      return reads(async (c) => {
        const text = await c.req.text();
        const blank = text.trim() === '';
        if (blank && options.empty !== undefined) return decodeWith(decoder, options.empty, root, whole);
        if (blank) throw wording.body(new WireError('body', 'valid JSON', 'required'), text);
        const value = decodeWith((t) => parseJson(String(t)), text, 'body', wording.body);
        return decodeWith(decoder, value, root, whole);
      }, bodyOf(decoder));
    },
    form: (options) => {
      const refuse = wording.form ?? ((problem: string) => badRequest(problem));
      return async (c) => {
        const form = await readForm(c, options);
        if (!form.ok) throw refuse(form.problem);
        return form;
      };
    },
    field: (value, path, decoder) => decodeWith(decoder, value, path, wording.field),
  };
}
