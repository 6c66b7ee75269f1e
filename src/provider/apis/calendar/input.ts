/** Reading request input: every check throws a 400 naming the field, before anything is changed. */
import type { Context } from 'hono';
import { badRequest } from '../../http/errors.ts';
import { parseDateTime } from './event-time.ts';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON object body of a request. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.', 'parseError');
  }
  if (!isRecord(value)) throw badRequest('The request body must be a JSON object.', 'parseError');
  return value;
}

export function optionalString(
  body: Record<string, unknown>,
  field: string,
  max: number,
): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > max) {
    throw badRequest(`${field} must be a string of at most ${max} characters.`, 'invalid');
  }
  return value;
}

export function optionalBoolean(body: Record<string, unknown>, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw badRequest(`${field} must be true or false.`, 'invalid');
  return value;
}

export function optionalEnum<T extends string>(
  body: Record<string, unknown>,
  field: string,
  allowed: readonly T[],
): T | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw badRequest(`${field} must be one of ${allowed.join(', ')}.`, 'invalid');
  }
  return value as T;
}

/** A whole-number query parameter in [min, max]; absent gives `fallback`. */
export function queryInt(c: Context, name: string, min: number, max: number, fallback: number): number {
  const raw = c.req.query(name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw badRequest(`Invalid value for ${name}: ${raw}. It must be a whole number of at least ${min}.`);
  }
  return Math.min(Number(raw), max);
}

export function queryBool(c: Context, name: string): boolean {
  const raw = c.req.query(name);
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw badRequest(`Invalid value for ${name}: ${raw}. It must be true or false.`);
}

/** An RFC 3339 timestamp with an offset, as query parameters timeMin, timeMax and updatedMin are. */
export function queryTime(c: Context, name: string): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined) return undefined;
  const ms = parseDateTime(raw);
  if (ms === undefined) throw badRequest(`Invalid value for ${name}: ${raw}. Use RFC 3339 with an offset.`);
  return ms;
}

/** A required query parameter (seed 002: destination of move, text of quickAdd). */
export function requiredQuery(c: Context, name: string): string {
  const raw = c.req.query(name);
  if (raw === undefined || raw.trim() === '') throw badRequest(`Required parameter: ${name}`, 'required');
  return raw;
}
