/**
 * The fitness API's reading of requests, over http/validate.ts: its errors say `<field> must be <what>.`
 * (plainWording), a body that is not JSON is a parseError, and page tokens are opaque.
 */
import type { Context } from 'hono';
import { booleanText, integerText, parseJson, withDefault } from '#shared/wire/decode.ts';
import type { ApiEnv } from '../../http/bearer.ts';
import { badRequest } from '../../http/errors.ts';
import { decodeWith, fromQuery, jsonBody, plainWording } from '../../http/validate.ts';

export type FitnessContext = Context<ApiEnv>;

/** The body as JSON; 400 when it is not JSON at all (its shape is checked by the caller). */
export function readJson(c: FitnessContext): Promise<unknown> {
  return jsonBody(c, { notJson: badRequest('The request body must be JSON.', 'parseError') });
}

/** A whole-number query parameter within bounds, or the fallback when absent. */
export function queryInt(
  c: FitnessContext,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  return fromQuery(c, name, withDefault(integerText({ min, max }), fallback), plainWording);
}

export function queryBool(c: FitnessContext, name: string): boolean {
  return fromQuery(c, name, withDefault(booleanText, false), plainWording);
}

/** Page tokens are opaque to callers: base64url of a small JSON value. */
export const encodeToken = (value: unknown): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

export function decodeToken(raw: string): unknown {
  const notIssued = () => badRequest('pageToken is not one this server issued.');
  return decodeWith(
    (text, path) => parseJson(Buffer.from(String(text), 'base64url').toString('utf8'), path),
    raw,
    'pageToken',
    notIssued,
  );
}
