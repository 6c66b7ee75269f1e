/**
 * One request header, as `c.req.header(name)` gives it, read without building a fetch Request's headers.
 * On Node, the first `c.req.header()` of a request makes the adapter copy every header into a fetch
 * Headers list, each name and value checked again: a few percent of a pending token poll's CPU time in
 * `npm run bench provider` (docs/scale.md), for the one or two headers a middleware wants. Node's parser
 * has checked them already, so they are read from its raw list instead, with the same answer.
 */
import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

/** The Node request behind `c`, when the provider runs on Node. */
export function nodeRequest(c: Context): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
}

/**
 * `name` in lower case. As fetch's `Headers.get` has it (the Fetch standard): every field of that name,
 * in order, joined by ", "; undefined when there is none. Node's own `headers` object would keep only the
 * first of a repeated Content-Type or Authorization, so the raw list is read.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = nodeRequest(c);
  if (incoming === undefined) return c.req.header(name);
  const raw = incoming.rawHeaders;
  let value: string | undefined;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const field = raw[i] as string;
    if (field.length !== name.length || field.toLowerCase() !== name) continue;
    const one = raw[i + 1] as string;
    value = value === undefined ? one : `${value}, ${one}`;
  }
  return value;
}
