/**
 * The decode kit's reading of request objects (docs/provider.md#input): a field the API does not know is
 * refused, as Google's APIs refuse one, and nothing a request says is silently dropped. The provider's
 * modules read every request body through these; answers are read with `shape`, which lets fields it does
 * not name pass by. Imports only the kit.
 */
import { isObject, object, shape, WireError, type Decoder, type Json, type Shape } from './decode.ts';
import { describedAs, describedLike, type WireSchema } from './decoder-schema.ts';

/** What a request object may carry besides the fields a decoder reads. */
export interface OtherFields {
  /** Output-only fields of the public resource: accepted and passed over, as the public APIs do. */
  outputOnly?: readonly string[];
  /** Fields of the public resource that this API does not model: refused, never dropped. */
  unsupported?: readonly string[];
  /**
   * The objects inside, by the field that holds them: an object there, or each object of a list there, is
   * held to its own fields in the same way, and a refusal names the whole path (`attendees[2]`). A value
   * that is not an object is left to the decoder that reads it, and a field not named here holds a value
   * or a map whose keys are the caller's own (a Channel's `params`), which no list of names can cover.
   */
  inner?: Readonly<Record<string, RequestObject>>;
}

/** The fields of an object inside a request: those the API reads, and what else it may carry. */
export interface RequestObject extends OtherFields {
  known: readonly string[];
}

/** A path one step further: `name` inside `path`. */
const within = (path: string, name: string): string => (path === '' ? name : `${path}.${name}`);

/** Makes the check of one object's field names, and of the objects `other.inner` says it holds. */
function fieldCheck(known: Iterable<string>, other: OtherFields): (o: Json, path: string) => void {
  const accepted = new Set([...known, ...(other.outputOnly ?? [])]);
  const unsupported = new Set(other.unsupported ?? []);
  const inner = new Map(
    Object.entries(other.inner ?? {}).map(([name, spec]) => [name, fieldCheck(spec.known, spec)] as const),
  );
  const check = (o: Json, path: string): void => {
    // In the order the body gives its fields, as a parser meets them.
    for (const [name, value] of Object.entries(o)) {
      const at = within(path, name);
      if (!accepted.has(name)) {
        throw new WireError(at, 'a field of the request', unsupported.has(name) ? 'unsupported' : 'unknown');
      }
      const nested = inner.get(name);
      if (nested === undefined) continue;
      if (isObject(value)) nested(value, at);
      else if (Array.isArray(value)) {
        value.forEach((item: unknown, i) => {
          if (isObject(item)) nested(item, `${at}[${String(i)}]`);
        });
      }
    }
  };
  return check;
}

/**
 * A request's object whose fields are all `known` or `other.outputOnly`: a field of `other.unsupported` is
 * refused as `unsupported`, and any other as `unknown` (Google's APIs answer "Invalid JSON payload
 * received. Unknown name …"), at any depth `other.inner` describes. A request is never silently stripped
 * of what it said (docs/provider.md#input).
 */
export function onlyFields(known: Iterable<string>, other: OtherFields = {}): Decoder<Json> {
  const names = [...known];
  const check = fieldCheck(names, other);
  return describedAs(fieldNames(names), (value, path) => {
    const o = object(value, path);
    check(o, path);
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
