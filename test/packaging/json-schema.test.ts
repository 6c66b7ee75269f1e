// The small JSON Schema validator the webOS manifest test relies on, checked on its own first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validate, type Schema } from './json-schema.ts';

const schema: Schema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    kind: { type: 'string', enum: ['web', 'native'] },
    memory: { type: 'number' },
    tags: { type: 'array', items: { type: 'string' } },
    a11y: { type: 'object', properties: { audio: { type: 'boolean' } }, required: ['audio'] },
  },
  required: ['id', 'kind'],
};

test('a valid document has no errors, unknown members included', () => {
  assert.deepEqual(
    validate(schema, { id: 'x', kind: 'web', tags: ['a'], a11y: { audio: true }, other: 1 }),
    [],
  );
});

test('each broken rule is named with its path', () => {
  const errors = validate(schema, { kind: 'stub', memory: '1', tags: ['a', 2], a11y: {} });
  assert.deepEqual(errors.sort(), [
    '$.a11y: "audio" is required',
    '$.kind: must be one of ["web","native"]',
    '$.memory: must be number, is string',
    '$.tags[1]: must be string, is number',
    '$: "id" is required',
  ]);
  assert.deepEqual(validate({ type: 'object' }, []), ['$: must be object, is array']);
});

test('a keyword it does not check is refused instead of passed over', () => {
  assert.throws(() => validate({ pattern: '^a' } as Schema, 'a'), /"pattern"/);
});
