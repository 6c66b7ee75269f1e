/**
 * The bidding API's reading of requests with the decode kit: every refusal is a 400 INVALID_ARGUMENT naming
 * the field (`Invalid value at 'body.displayName': …`), thrown before anything is changed; an empty body
 * reads as `{}` (the public API's empty requests).
 */
import { onlyFields } from '#shared/wire/request-fields.ts';
import { integerText, oneOf, withDefault, type Decoder, type Json } from '#shared/wire/decode.ts';
import { describedAs } from '#shared/wire/decoder-schema.ts';
import { queryParameter, reads } from '../../../http/input-description.ts';
import { readersFor, type Reader, type Refusal } from '../../../http/validate.ts';
import { invalidArgument } from '../services/errors.ts';

const refuse: Refusal = (error) => invalidArgument(`Invalid value at '${error.path}': ${error.message}.`);

export const read = readersFor({ param: refuse, body: refuse, field: refuse, bodyPath: 'body' });

/** The body checked by `decoder`; empty is `{}`. */
export const body = <T>(decoder: Decoder<T>): Reader<T> => read.body(decoder, { empty: {} });

/** A body the method takes but reads nothing of (`:activate`, `:close`): still JSON, still an object. */
export const emptyBody: Reader<Json> = body(onlyFields([]));

/** An int64 field: the public API writes it as decimal text and reads text or a JSON integer. */
export function int64(bounds: { min?: number; max?: number } = {}): Decoder<string> {
  const text = integerText(bounds);
  return describedAs({ type: 'string', format: 'int64' }, (value, path) =>
    String(text(typeof value === 'number' ? String(value) : value, path)),
  );
}

/**
 * `orderBy` is not supported (docs/bidding.md): refused rather than silently ignored, and so no parameter of
 * the method.
 */
export const noOrderBy: Reader<undefined> = reads((c) => {
  if (c.req.query('orderBy') !== undefined) throw invalidArgument('orderBy is not supported.');
  return undefined;
});

export type CreativeView = 'FULL' | 'SERVING_DECISION_ONLY';

/** `view` of the creative methods. */
export const view: Reader<CreativeView> = read.query(
  'view',
  withDefault(oneOf<CreativeView>(['FULL', 'SERVING_DECISION_ONLY']), 'FULL'),
);

/**
 * A PATCH's body and the fields it changes: those `updateMask` names (top-level, comma-separated), or
 * without a mask every updatable field present in the body (read-only ones such as `name` are passed over).
 * A mask naming a field outside `mutable` is 400.
 */
export function masked<T extends object, F extends string>(
  decoder: Decoder<T>,
  mutable: readonly F[],
): Reader<{ patch: T; fields: F[] }> {
  const patchBody = body(decoder);
  const isMutable = (name: string): name is F => (mutable as readonly string[]).includes(name);
  return reads(
    async (c) => {
      const patch = await patchBody(c);
      const raw = c.req.query('updateMask');
      if (raw === undefined) return { patch, fields: Object.keys(patch).filter(isMutable) };
      const names = raw
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '');
      const fields: F[] = [];
      for (const name of names) {
        if (!isMutable(name)) {
          throw invalidArgument(
            `updateMask names a field that cannot be updated: ${name}. It may name ${mutable.join(', ')}.`,
          );
        }
        if (!fields.includes(name)) fields.push(name);
      }
      return { patch, fields };
    },
    patchBody,
    queryParameter('updateMask', { format: 'google-fieldmask' }),
  );
}

/**
 * The fields `names` copied from the checked `patch` onto `current`; a field the mask names but the body
 * leaves out is 400 (clearing a field is not offered).
 */
export function applyMask<T extends object>(
  current: T,
  patch: Partial<T>,
  names: readonly (keyof T & string)[],
): T {
  const next = { ...current };
  for (const name of names) {
    const value = patch[name];
    if (value === undefined) {
      throw invalidArgument(`updateMask names ${name}, but the body has no value for it.`);
    }
    next[name] = value;
  }
  return next;
}
