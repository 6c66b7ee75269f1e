/** The decode kit's decoders say what they accept, in a Discovery document's schema words. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  booleanText,
  flag,
  integerText,
  listOf,
  literal,
  map,
  matching,
  oneOf,
  optional,
  recordOf,
  shape,
  string,
  textOr,
  withDefault,
  type Decoder,
} from '#shared/wire/decode.ts';
import { schemaOf } from '#shared/wire/decoder-schema.ts';
import { onlyFields, strictShape } from '#shared/wire/request-fields.ts';

test('text, numbers and choices say their type, bounds, pattern and values', () => {
  assert.deepEqual(schemaOf(string), { type: 'string' });
  assert.deepEqual(schemaOf(integerText({ min: 0, max: 40 })), {
    type: 'integer',
    format: 'int32',
    minimum: '0',
    maximum: '40',
  });
  assert.deepEqual(schemaOf(matching(/^\d{4}$/, 'four digits')), { type: 'string', pattern: '^\\d{4}$' });
  assert.deepEqual(schemaOf(oneOf(['full', 'lite'])), { type: 'string', enum: ['full', 'lite'] });
  assert.deepEqual(schemaOf(literal('books#volume')), { type: 'string', enum: ['books#volume'] });
  assert.deepEqual(schemaOf(booleanText), { type: 'boolean' });
});

test('a fallback is the default, written as text; optional and mapped decoders say what they wrap', () => {
  assert.deepEqual(schemaOf(flag), { type: 'boolean', default: 'false' });
  assert.deepEqual(schemaOf(textOr(oneOf(['full', 'lite']), 'full')), {
    type: 'string',
    enum: ['full', 'lite'],
    default: 'full',
  });
  assert.deepEqual(schemaOf(withDefault(listOf(string), [])), { type: 'array', items: { type: 'string' } });
  assert.deepEqual(schemaOf(optional(integerText())), { type: 'integer', format: 'int32' });
  assert.deepEqual(schemaOf(map(oneOf(['full', 'lite']), (projection) => projection === 'lite')), {
    type: 'string',
    enum: ['full', 'lite'],
  });
});

test('objects list their fields, nested ones included; a decoder written by hand is any', () => {
  const byHand: Decoder<string> = (value) => String(value);
  const volume = shape({
    id: string,
    tags: listOf(string),
    counts: recordOf(integerText()),
    info: shape({ title: optional(string) }),
    other: byHand,
  });
  assert.deepEqual(schemaOf(volume), {
    type: 'object',
    properties: {
      id: { type: 'string' },
      tags: { type: 'array', items: { type: 'string' } },
      counts: { type: 'object', additionalProperties: { type: 'integer', format: 'int32' } },
      info: { type: 'object', properties: { title: { type: 'string' } } },
      other: { type: 'any' },
    },
  });
});

test('a request object names the fields it reads, never the ones it refuses', () => {
  const image = strictShape({ name: string }, { outputOnly: ['id'], unsupported: ['labels'] });
  assert.deepEqual(schemaOf(image), { type: 'object', properties: { name: { type: 'string' } } });
  assert.deepEqual(schemaOf(onlyFields(['address'])), {
    type: 'object',
    properties: { address: { type: 'any' } },
  });
});
