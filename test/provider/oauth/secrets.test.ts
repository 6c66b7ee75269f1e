/** User codes, password hashing and secret comparison. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  hashPassword,
  needsRehash,
  noPassword,
  verifyPassword,
} from '../../../src/provider/oauth/accounts/passwords.ts';
import {
  newUserCode,
  normalizeUserCode,
  USER_CODE_ALPHABET,
} from '../../../src/provider/oauth/grants/user-codes.ts';
import { sameSecret } from '../../../src/provider/oauth/secrets.ts';

test('user codes are XXXX-XXXX from the no-look-alike alphabet, within 15 characters', () => {
  for (let i = 0; i < 200; i++) {
    const code = newUserCode();
    assert.match(code, /^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    assert.ok(code.length <= 15);
  }
  assert.equal(USER_CODE_ALPHABET.length, 20);
  assert.doesNotMatch(USER_CODE_ALPHABET, /[AEIOUY01]/);
});

test('user codes use every letter about equally (unbiased)', () => {
  const counts = new Map<string, number>();
  for (let i = 0; i < 2500; i++) {
    for (const ch of newUserCode().replace('-', '')) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  // 20 000 letters: 1 000 expected each; 800–1 200 is more than 6 standard deviations wide.
  for (const ch of USER_CODE_ALPHABET) {
    const n = counts.get(ch) ?? 0;
    assert.ok(n > 800 && n < 1200, `${ch}: ${n}`);
  }
});

test('typed codes are forgiven spaces, a missing or moved dash, and lower case', () => {
  for (const typed of ['BCDF-GHJK', ' bcdf-ghjk ', 'BCDFGHJK', 'bcd fghjk', 'B-C-D-F-G-H-J-K']) {
    assert.equal(normalizeUserCode(typed), 'BCDF-GHJK', typed);
  }
  for (const typed of ['', 'BCDF-GHJ', 'BCDF-GHJKL', 'ABCD-EFGH', 'BCDF_GHJK', 'BCDF-GHJ0']) {
    assert.equal(normalizeUserCode(typed), undefined, typed);
  }
});

test('passwords are scrypt hashes at N = 2^17 by default that verify only the right password', async () => {
  const stored = await hashPassword('alice');
  assert.match(stored, /^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
  assert.equal(await verifyPassword('alice', stored), true);
  assert.equal(await verifyPassword('Alice', stored), false);
  assert.equal(await verifyPassword('alice', 'garbage'), false);
  assert.equal(needsRehash(stored), false);
});

test('a lower cost is kept with the hash, verifies, and is due for a rehash at a higher cost', async () => {
  const stored = await hashPassword('alice', 10);
  assert.match(stored, /^scrypt\$1024\$8\$1\$/);
  assert.notEqual(await hashPassword('alice', 10), stored);
  assert.equal(await verifyPassword('alice', stored), true);
  assert.equal(needsRehash(stored, 10), false);
  assert.equal(needsRehash(stored, 11), true);
  // A hash that asks scrypt for absurd work is refused rather than run.
  assert.equal(await verifyPassword('alice', stored.replace('$1024$', '$1073741824$')), false);
  assert.equal(await verifyPassword('alice', noPassword(10)), false);
});

test('hashing runs off the event loop: a timer fires while a hash at the default cost is computed', async () => {
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
  }, 1);
  await hashPassword('alice');
  clearInterval(timer);
  assert.ok(ticks > 0);
});

test('sameSecret compares strings of any length', () => {
  assert.equal(sameSecret('demo-tv-secret', 'demo-tv-secret'), true);
  assert.equal(sameSecret('demo-tv-secret', 'demo-tv-secreT'), false);
  assert.equal(sameSecret('a', 'a much longer string'), false);
});
