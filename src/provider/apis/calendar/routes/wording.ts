/**
 * The calendar API's words for refused input, as the public Calendar API v3 answers them: query errors read
 * `Invalid value for <name>: <value>. It must be <what>.`, body fields `<field> must be <what>.`, and a body
 * that is not a JSON object is a parseError. Every check throws before anything is changed.
 */
import { absentOr, WireError, type Decoder, type Json } from '#shared/wire/decode.ts';
import { describedAs, integerSchema } from '#shared/wire/decoder-schema.ts';
import { ApiError, badRequest } from '../../../http/errors.ts';
import { readersFor } from '../../../http/validate.ts';
import { parseDateTime } from '../services/event-time.ts';

const RFC3339 = 'RFC 3339 with an offset';

export const read = readersFor({
  param: (error, raw) => {
    if (error.reason === 'required')
      return new ApiError(400, 'required', `Required parameter: ${error.path}`);
    const advice = error.expected === RFC3339 ? `Use ${RFC3339}.` : `It must be ${error.expected}.`;
    return badRequest(`Invalid value for ${error.path}: ${String(raw)}. ${advice}`);
  },
  body: (error) =>
    error.expected === 'valid JSON'
      ? badRequest('The request body is not valid JSON.', 'parseError')
      : badRequest('The request body must be a JSON object.', 'parseError'),
  field: (error) => badRequest(`${error.path} must be ${error.expected}.`, 'invalid'),
});

/** A field of an object already read: absent or null is undefined, anything else must pass `decoder`. */
export const field = <T>(body: Json, name: string, decoder: Decoder<T>): T | undefined =>
  read.field(body[name], name, absentOr(decoder));

/** Decimal digits of any length, at least `min`; values over `max` are lowered to it (maxResults). */
export const wholeNumber = (min: number, max: number): Decoder<number> =>
  describedAs(integerSchema({ min }), (value, path) => {
    if (typeof value !== 'string' || !/^\d+$/.test(value) || Number(value) < min) {
      throw new WireError(path, `a whole number of at least ${min}`);
    }
    return Math.min(Number(value), max);
  });

/** An RFC 3339 timestamp with an offset, as query parameters timeMin, timeMax and updatedMin are. */
export const time: Decoder<number | undefined> = absentOr(
  describedAs({ type: 'string', format: 'date-time' }, (value, path) => {
    const ms = typeof value === 'string' ? parseDateTime(value) : undefined;
    if (ms === undefined) throw new WireError(path, RFC3339);
    return ms;
  }),
);

/** Text that is not blank: a required query parameter (the destination of move, the text of quickAdd). */
export const required: Decoder<string> = describedAs({ type: 'string' }, (value, path) => {
  if (typeof value !== 'string' || value.trim() === '') throw new WireError(path, 'text', 'required');
  return value;
});
