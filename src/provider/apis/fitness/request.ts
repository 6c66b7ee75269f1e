/** Request reading shared by the fitness routes: the JSON body, query numbers and page tokens. */
import type { Context } from 'hono';
import type { ApiEnv } from '../../http/bearer.ts';
import { badRequest } from '../../http/errors.ts';

export type FitnessContext = Context<ApiEnv>;

/** The body as JSON; 400 when it is not JSON at all (its shape is checked by the caller). */
export async function readJson(c: FitnessContext): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The request body must be JSON.', 'parseError');
  }
}

/** A whole-number query parameter within bounds, or the fallback when absent. */
export function queryInt(
  c: FitnessContext,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = c.req.query(name);
  if (raw === undefined) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw badRequest(`${name} must be a whole number from ${min} to ${max}.`);
  }
  return Number(raw);
}

/** Page tokens are opaque to callers: base64url of a small JSON value. */
export const encodeToken = (value: unknown): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

export function decodeToken(raw: string): unknown {
  try {
    return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw badRequest('pageToken is not one this server issued.');
  }
}

export function queryBool(c: FitnessContext, name: string): boolean {
  const raw = c.req.query(name);
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw badRequest(`${name} must be true or false.`);
}
