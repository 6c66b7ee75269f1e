/**
 * The decode kit's reading of request objects (docs/provider.md#input): a field the API does not know is
 * refused, as Google's APIs refuse one, and nothing a request says is silently dropped. The provider's
 * modules read every request body through these; answers are read with `shape`, which lets fields it does
 * not name pass by. Imports only the kit.
 */
import { object, shape, WireError, type Decoder, type Json, type Shape } from './decode.ts';
import { describedAs, describedLike, type WireSchema } from './decoder-schema.ts';

/** What a request object may carry besides the fields a decoder reads. */
export interface OtherFields {
  /** Output-only fields of the public resource: accepted and passed over, as the public APIs do. */
  outputOnly?: readonly string[];
  /** Fields of the public resource that this API does not model: refused, never dropped. */
  unsupported?: readonly string[];
}

/**
 * A request's object whose fields are all `known` or `other.outputOnly`: a field of `other.unsupported` is
 * refused as `unsupported`, and any other as `unknown` (Google's APIs answer "Invalid JSON payload
 * received. Unknown name …"). A request is never silently stripped of what it said (docs/provider.md#input).
 */
export function onlyFields(known: Iterable<string>, other: OtherFields = {}): Decoder<Json> {
  const accepted = new Set([...known, ...(other.outputOnly ?? [])]);
  const unsupported = new Set(other.unsupported ?? []);
  return describedAs(fieldNames(known), (value, path) => {
    const o = object(value, path);
    for (const name of Object.keys(o)) {
      if (accepted.has(name)) continue;
      const at = path === '' ? name : `${path}.${name}`;
      throw new WireError(at, 'a field of the request', unsupported.has(name) ? 'unsupported' : 'unknown');
    }
    return o;
  });
}

/** An object's schema naming `known`: what each holds is the next decoder's to say (strictShape's). */
function fieldNames(known: Iterable<string>): WireSchema {
  const properties: Record<string, WireSchema> = {};
  for (const name of known) properties[name] = { type: 'any' };
  return { type: 'object', properties };
}

/** `shape` for a request: a field it does not name is refused as `onlyFields` says, never dropped. */
export function strictShape<T extends object>(fields: Shape<T>, other: OtherFields = {}): Decoder<T> {
  const only = onlyFields(Object.keys(fields), other);
  const decode = shape(fields);
  return describedLike(decode, (value, path) => decode(only(value, path), path));
}
