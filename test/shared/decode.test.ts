/** The shared decode kit: each decoder accepts what it names, refuses the rest with a path and a reason. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  booleanText,
  integer,
  integerText,
  listOf,
  maxLength,
  nonEmptyString,
  oneOf,
  optional,
  parseJson,
  shape,
  string,
  WireError,
  withDefault,
} from '#shared/wire/decode.ts';

function refusal(run: () => unknown): { path: string; reason: string; message: string } {
  try {
    run();
  } catch (err) {
    assert.ok(err instanceof WireError);
    return { path: err.path, reason: err.reason, message: err.message };
  }
  assert.fail('expected a WireError');
}

const volume = shape<{ id: string; pages?: number; tags: string[] }>({
  id: nonEmptyString,
  pages: optional(integer({ min: 0 })),
  tags: withDefault(listOf(string), []),
});

test('shape keeps checked fields, leaves absent optional ones out and drops unknown ones', () => {
  assert.deepEqual(volume({ id: 'v1', extra: 1 }, 'volume'), { id: 'v1', tags: [] });
  assert.deepEqual(volume({ id: 'v1', pages: 3, tags: ['a'] }, 'volume'), {
    id: 'v1',
    pages: 3,
    tags: ['a'],
  });
});

test('a missing field is "required" and a wrong one "invalid", each at its full path', () => {
  assert.deepEqual(
    refusal(() => volume({}, 'volume')),
    {
      path: 'volume.id',
      reason: 'required',
      message: 'volume.id is required',
    },
  );
  assert.deepEqual(
    refusal(() => volume({ id: 'v', tags: ['a', 2] }, 'volume')),
    {
      path: 'volume.tags[1]',
      reason: 'invalid',
      message: 'volume.tags[1] must be text',
    },
  );
  assert.equal(refusal(() => volume([], 'volume')).message, 'volume must be a JSON object');
});

test('integers and integer text respect both bounds', () => {
  const pageSize = integer({ min: 1, max: 40 });
  assert.equal(pageSize(40, 'n'), 40);
  assert.equal(refusal(() => pageSize(41, 'n')).message, 'n must be a whole number from 1 to 40');
  assert.equal(refusal(() => pageSize(1.5, 'n')).reason, 'invalid');
  const maxResults = integerText({ min: 0 });
  assert.equal(maxResults('12', 'maxResults'), 12);
  for (const bad of ['', '1e3', '0x10', ' 1', '-1', '99999999999999999']) {
    assert.equal(refusal(() => maxResults(bad, 'maxResults')).path, 'maxResults', bad);
  }
});

test('text decoders: enum, length, booleans as text, JSON', () => {
  assert.equal(oneOf(['a', 'b'])('b', 'x'), 'b');
  assert.equal(refusal(() => oneOf(['a', 'b'])('c', 'x')).message, 'x must be one of a, b');
  assert.equal(refusal(() => maxLength(3)('abcd', 's')).message, 's must be text of at most 3 characters');
  assert.equal(booleanText('true', 'mine'), true);
  assert.equal(booleanText('false', 'mine'), false);
  assert.equal(refusal(() => booleanText('yes', 'mine')).message, 'mine must be true or false');
  assert.deepEqual(parseJson('{"a":1}'), { a: 1 });
  assert.equal(refusal(() => parseJson('{')).message, 'body must be valid JSON');
});
