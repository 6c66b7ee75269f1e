/**
 * A decoder of the kit (decode.ts) and what it can say about itself: the schema of the values it accepts, in
 * the JSON-schema dialect of Google's API Discovery documents (type, format, enum, pattern, items,
 * properties). The provider's API directory writes its Discovery documents from these
 * (docs/provider.md#discovery-documents), so a request's shape is written once, in its decoder. The kit's
 * own decoders describe themselves; a hand-written decoder that does not is an `any`. Imports nothing.
 */

/** A schema of a Discovery document, as much of one as a decoder can say. */
export interface WireSchema {
  type: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'any';
  format?: string;
  enum?: readonly string[];
  pattern?: string;
  /** Discovery documents write bounds and defaults as text. */
  minimum?: string;
  maximum?: string;
  default?: string;
  items?: WireSchema;
  properties?: Readonly<Record<string, WireSchema>>;
  additionalProperties?: WireSchema;
}

/**
 * Takes an unknown value and the path that names it (`volume.title`, `maxResults`) and returns a checked
 * value or throws a WireError; `describe` says what it accepts, when it can.
 */
export interface Decoder<T> {
  (value: unknown, path: string): T;
  describe?(): WireSchema;
}

/** The schema `decoder` describes itself with; `any` for one that cannot say. */
export const schemaOf = (decoder: Decoder<unknown>): WireSchema => decoder.describe?.() ?? { type: 'any' };

/**
 * `decode` as a decoder that describes itself as `schema`. A function `schema` is asked only when a
 * description is wanted, so the app, which never asks, pays nothing for decoders built from others.
 */
export function describedAs<T>(
  schema: WireSchema | (() => WireSchema),
  decode: (value: unknown, path: string) => T,
): Decoder<T> {
  const decoder: Decoder<T> = (value, path) => decode(value, path);
  decoder.describe = typeof schema === 'function' ? schema : () => schema;
  return decoder;
}

/** `decode` as a decoder that describes itself as `inner` does (an optional field, a mapped value). */
export const describedLike = <T>(inner: Decoder<unknown>, decode: (value: unknown, path: string) => T) =>
  describedAs(() => schemaOf(inner), decode);

/** An object's schema with a property per field, each as its decoder describes it. */
export function objectSchema(fields: readonly (readonly [string, Decoder<unknown>])[]): WireSchema {
  const properties: Record<string, WireSchema> = {};
  for (const [name, field] of fields) properties[name] = schemaOf(field);
  return { type: 'object', properties };
}

/** An integer's schema within optional bounds (JSON numbers and decimal text alike). */
export function integerSchema(bounds: { min?: number; max?: number }): WireSchema {
  return {
    type: 'integer',
    format: 'int32',
    ...(bounds.min === undefined ? {} : { minimum: String(bounds.min) }),
    ...(bounds.max === undefined ? {} : { maximum: String(bounds.max) }),
  };
}

/** `decoder`'s schema with `fallback` as its default, where a default can be written as text. */
export function withDefaultSchema(decoder: Decoder<unknown>, fallback: unknown): WireSchema {
  const schema = schemaOf(decoder);
  const text =
    typeof fallback === 'string' || typeof fallback === 'number' || typeof fallback === 'boolean'
      ? String(fallback)
      : '';
  return text === '' ? schema : { ...schema, default: text };
}
