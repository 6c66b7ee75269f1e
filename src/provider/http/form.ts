/**
 * Reading application/x-www-form-urlencoded bodies strictly (docs/provider.md#input: all request bodies
 * are form encoded; RFC 6749 §3.2: a parameter must not appear more than once). Nothing here throws: a
 * route reads its form through the kit (validate.ts `read.form()`), which words the problem as its API does.
 */
import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import { nodeRequest, requestHeader } from './request-header.ts';

/** A form read whole; `get` gives undefined for a parameter absent or empty. */
export interface Form {
  params: URLSearchParams;
  get(name: string): string | undefined;
}

export type FormResult = ({ ok: true } & Form) | { ok: false; problem: string };

const FORM_TYPE = 'application/x-www-form-urlencoded';

export function isFormType(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === FORM_TYPE;
}

export interface FormOptions {
  /** Names that may repeat (checkbox lists). */
  repeatable?: readonly string[];
  /** Accept a request with no Content-Type when its body is empty. */
  emptyWithoutType?: boolean;
}

const utf8 = new TextDecoder();

/**
 * The body as text. When the provider runs on Node and nothing has begun to read the request yet, it is
 * read straight from Node's stream: building the fetch Request that c.req.text() reads through (a
 * ReadableStream, an AbortSignal, a Headers list) costs more than the rest of a token poll. Once anything
 * else has wrapped or read the stream (the server's body limit does, today), the usual way. A form is read
 * once per request: nothing after readForm reads the body again.
 */
async function bodyText(c: Context): Promise<string> {
  const incoming = nodeRequest(c);
  const untouched =
    incoming !== undefined && incoming.readableFlowing === null && incoming.listenerCount('data') === 0;
  if (!untouched) return c.req.text();
  // TextDecoder, as fetch's text(): invalid bytes become U+FFFD and a leading byte-order mark is dropped.
  return utf8.decode(await bodyBytes(incoming));
}

/** A body being read: its chunks so far and how to settle the promise `bodyBytes` returned. */
interface Reading {
  chunks: Buffer[];
  resolve: (body: Buffer) => void;
  reject: (err: Error) => void;
}

const READING = Symbol('reading');
type Read = IncomingMessage & { [READING]?: Reading };

/**
 * The whole body, through 'data' and 'end' listeners rather than an async iterator: the iterator's
 * set-up (a generator, end-of-stream tracking) cost more than the few bytes of a poll's form. Rejects as
 * the iterator did when the stream fails, or closes before its end (the client went away). The listeners
 * are made once, not per request, and find the reading on the stream they are called on: a function made
 * per request costs a name set on it under tsx (keepNames), a few percent of a pending poll.
 */
function bodyBytes(incoming: Read): Promise<Buffer> {
  // Already gone (its 'close' will not come again): nothing of it was read, so none of it can be.
  if (incoming.destroyed) return Promise.reject(new Error('The request closed before its body was read.'));
  return new Promise((resolve, reject) => {
    incoming[READING] = { chunks: [], resolve, reject };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

function onData(this: Read, chunk: Buffer): void {
  this[READING]?.chunks.push(chunk);
}

function onEnd(this: Read): void {
  const { chunks, resolve } = stopReading(this);
  resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks));
}

function onError(this: Read, err: Error): void {
  stopReading(this).reject(err);
}

function onClose(this: Read): void {
  stopReading(this).reject(new Error('The request closed before its body ended.'));
}

function stopReading(incoming: Read): Reading {
  incoming.off('data', onData);
  incoming.off('end', onEnd);
  incoming.off('error', onError);
  incoming.off('close', onClose);
  const reading = incoming[READING] as Reading;
  incoming[READING] = undefined;
  return reading;
}

export async function readForm(c: Context, options: FormOptions = {}): Promise<FormResult> {
  const contentType = requestHeader(c, 'content-type');
  let body: string;
  try {
    body = await bodyText(c);
  } catch {
    return { ok: false, problem: 'The request body could not be read.' };
  }
  const untypedEmpty = options.emptyWithoutType === true && contentType === undefined && body === '';
  if (!untypedEmpty && !isFormType(contentType)) {
    return { ok: false, problem: `The request body must be ${FORM_TYPE}.` };
  }
  const params = new URLSearchParams(body);
  const seen = new Set<string>();
  for (const name of params.keys()) {
    if (seen.has(name) && !(options.repeatable ?? []).includes(name)) {
      return { ok: false, problem: `The parameter ${name} appears more than once.` };
    }
    seen.add(name);
  }
  return {
    ok: true,
    params,
    // A method, not an arrow: under tsx an arrow made per request also gets its name set (bodyBytes).
    get(name) {
      const value = params.get(name);
      return value === null || value === '' ? undefined : value;
    },
  };
}

/** A query parameter that must appear at most once: undefined if absent, null if repeated. */
export function singleQuery(c: Context, name: string): string | undefined | null {
  const values = c.req.queries(name);
  if (values === undefined || values.length === 0) return undefined;
  return values.length > 1 ? null : values[0];
}
