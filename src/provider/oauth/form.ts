/**
 * Reading application/x-www-form-urlencoded bodies strictly (docs/provider.md#input: all request bodies
 * are form encoded; RFC 6749 §3.2: a parameter must not appear more than once). Nothing here throws.
 */
import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

export type FormResult =
  | { ok: true; params: URLSearchParams; get(name: string): string | undefined }
  | { ok: false; problem: string };

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
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const untouched =
    incoming !== undefined && incoming.readableFlowing === null && incoming.listenerCount('data') === 0;
  if (!untouched) return c.req.text();
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  // TextDecoder, as fetch's text(): invalid bytes become U+FFFD and a leading byte-order mark is dropped.
  return utf8.decode(Buffer.concat(chunks));
}

export async function readForm(c: Context, options: FormOptions = {}): Promise<FormResult> {
  const contentType = c.req.header('Content-Type');
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
    get: (name) => {
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
