/**
 * The cases of the nested-fields test: an object inside a request body, and a request that puts in it a
 * field it does not have, which the API must refuse naming the whole path (docs/provider.md#input).
 */
import { unknownName, unsupportedField } from '../unknown-field-words.ts';

export interface Inner {
  /** Where the object sits in the body, as the refusal names it: `attendees[1]`. */
  at: string;
  method: string;
  path: string;
  body: unknown;
  /** A field of the public resource this provider does not model; without it, the unknown `bogus`. */
  unsupported?: string;
  /** The resource, where another one of the API holds an object at the same path. */
  resource?: string;
}

/** A field no public resource has, to spread into an object. */
export const BOGUS = { bogus: true } as const;

/** The message the case must be refused with. */
export const wordsFor = (inner: Inner): string =>
  inner.unsupported === undefined
    ? unknownName('bogus', inner.at)
    : unsupportedField(inner.unsupported, inner.at);

/** How many distinct objects the cases reach (`attendees[0]` and `attendees[1]` are one). */
export const objectsReached = (cases: readonly Inner[]): number =>
  new Set(cases.map((c) => `${c.resource ?? ''} ${c.at.replace(/\[\d+\]/g, '[]')}`)).size;
