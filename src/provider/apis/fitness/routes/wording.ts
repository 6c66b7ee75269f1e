/**
 * The fitness API's reading of requests: its errors say `<field> must be <what>.`, a body that is not JSON
 * is a parseError, and page tokens are opaque. The bodies' fields are checked by the validate-*.ts readers,
 * which word each refusal as the public Fitness API does.
 */
import { parseJson, type Decoder } from '#shared/wire/decode.ts';
import { describedAs } from '#shared/wire/decoder-schema.ts';
import { badRequest } from '../../../http/errors.ts';
import { queryParameter, reads } from '../../../http/input-description.ts';
import { decodeWith, plainRefusal, readersFor, type Reader } from '../../../http/validate.ts';

export const read = readersFor({
  param: plainRefusal,
  body: (error) =>
    error.expected === 'valid JSON'
      ? badRequest('The request body must be JSON.', 'parseError')
      : badRequest('The request body must be a JSON object.'),
  field: plainRefusal,
});

/** Any JSON: the validate-*.ts readers check its shape (an object), some against what is stored. */
const anyJson: Decoder<unknown> = describedAs({ type: 'object' }, (value) => value);

/** The body as JSON; 400 when it is not JSON at all (a blank body included). */
export const json: Reader<unknown> = read.body(anyJson);

/** Page tokens are opaque to callers: base64url of a small JSON value. */
export const encodeToken = (value: unknown): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

const notIssued = () => badRequest('pageToken is not one this server issued.');

export function decodeToken(raw: string): unknown {
  return decodeWith(
    (text, path) => parseJson(Buffer.from(String(text), 'base64url').toString('utf8'), path),
    raw,
    'pageToken',
    notIssued,
  );
}

/** `pageToken`, when given, as a sequence number this server issued. */
export const afterSeq: Reader<number | undefined> = reads((c) => {
  const token = c.req.query('pageToken');
  if (token === undefined) return undefined;
  const seq = decodeToken(token);
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0) throw notIssued();
  return seq;
}, queryParameter('pageToken'));
