/**
 * What a route's input reader reads, said as data: its path and query parameters and its JSON body, each
 * with the schema its decoder describes itself with (#shared/wire/decoder-schema.ts). The API directory
 * writes every method of a Discovery document from its route's reader (docs/provider.md#discovery-documents),
 * so a parameter is declared once, where it is read. The readers of validate.ts describe themselves; a
 * reader written by hand says what it reads with `reads`.
 */
import type { Context } from 'hono';
import { WireError } from '#shared/wire/decode.ts';
import { schemaOf, type Decoder, type WireSchema } from '#shared/wire/decoder-schema.ts';

/** A parameter of a Discovery document's method. */
export interface ParameterSchema extends WireSchema {
  location: 'path' | 'query';
  required?: boolean;
  /** Given once per value (`part=id&part=snippet`), each value one item. */
  repeated?: boolean;
}

/** What an input reader reads. */
export interface InputDescription {
  parameters: Readonly<Record<string, ParameterSchema>>;
  /** The JSON body's schema, when the reader reads one. */
  body?: WireSchema;
  /** Some reader in it cannot say what it reads (a function written by hand without `reads`). */
  undescribed?: true;
}

/** A reader that may say what it reads. */
export interface Describes {
  describe?(): InputDescription;
}

/** What `reader` reads, as far as it says; no reader reads nothing. */
export function descriptionOf(reader: Describes | undefined): InputDescription {
  if (reader === undefined) return { parameters: {} };
  return reader.describe?.() ?? { parameters: {}, undescribed: true };
}

/** Several descriptions as one: every part's parameters, and the body of whichever part reads one. */
export function merged(parts: readonly (Describes | InputDescription)[]): InputDescription {
  const all = parts.map((part) => ('parameters' in part ? part : descriptionOf(part)));
  const body = all.find((part) => part.body !== undefined)?.body;
  const parameters = Object.assign(
    {},
    ...all.map((part) => part.parameters),
  ) as InputDescription['parameters'];
  return {
    parameters,
    ...(body === undefined ? {} : { body }),
    ...(all.some((part) => part.undescribed) ? { undescribed: true } : {}),
  };
}

/**
 * `reader`, described as reading what `parts` read: the kit's readers it calls, or `queryParameter`s for
 * what it reads from the query itself. A new function, so a reader shared by several routes is not changed.
 */
export function reads<T>(
  reader: (c: Context) => T,
  ...parts: readonly (Describes | InputDescription)[]
): ((c: Context) => T) & Describes {
  const described = (c: Context): T => reader(c);
  described.describe = () => merged(parts);
  return described;
}

/** True when `decoder` refuses an absent value as missing, as the parameter it reads is then required. */
function refusesAbsence(decoder: Decoder<unknown>): boolean {
  try {
    decoder(undefined, '');
    return false;
  } catch (err) {
    return err instanceof WireError && err.reason === 'required';
  }
}

/** A parameter read through `decoder`: its schema (text where it cannot say), and required if it must come. */
export function decodedParameter(
  name: string,
  location: ParameterSchema['location'],
  decoder: Decoder<unknown>,
): InputDescription {
  const schema = schemaOf(decoder);
  const typed: WireSchema = schema.type === 'any' ? { ...schema, type: 'string' } : schema;
  const required = location === 'path' || refusesAbsence(decoder);
  return { parameters: { [name]: { ...typed, location, ...(required ? { required } : {}) } } };
}

/** A path parameter a hand-written reader reads: one segment of text. */
export const pathParameter = (name: string): InputDescription => ({
  parameters: { [name]: { type: 'string', location: 'path', required: true } },
});

/** A query parameter a hand-written reader reads: text unless `schema` says otherwise. */
export function queryParameter(name: string, schema: Partial<ParameterSchema> = {}): InputDescription {
  return { parameters: { [name]: { type: 'string', ...schema, location: 'query' } } };
}

/** A JSON body checked by `decoder`. */
export const bodyOf = (decoder: Decoder<unknown>): InputDescription => ({
  parameters: {},
  body: schemaOf(decoder),
});
