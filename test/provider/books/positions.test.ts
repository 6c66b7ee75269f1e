import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  changedPositions,
  isValidMove,
  withAdded,
  withMoved,
  withRemoved,
} from '../../../src/provider/apis/books/services/positions.ts';

const shelf = ['a', 'b', 'c', 'd', 'e'];

test('add appends; adding a volume already there changes nothing', () => {
  assert.deepEqual(withAdded(shelf, 'f'), ['a', 'b', 'c', 'd', 'e', 'f']);
  assert.deepEqual(withAdded(shelf, 'c'), shelf);
  assert.deepEqual(withAdded([], 'a'), ['a']);
});

test('remove closes the gap', () => {
  assert.deepEqual(withRemoved(shelf, 'b'), ['a', 'c', 'd', 'e']);
  assert.deepEqual(withRemoved(shelf, 'z'), shelf);
});

test('move to 0 puts the volume before the current first', () => {
  assert.deepEqual(withMoved(shelf, 'd', 0), ['d', 'a', 'b', 'c', 'e']);
});

test('move to 1 puts it between the first and the second of the others', () => {
  assert.deepEqual(withMoved(shelf, 'e', 1), ['a', 'e', 'b', 'c', 'd']);
  assert.deepEqual(withMoved(shelf, 'a', 1), ['b', 'a', 'c', 'd', 'e']);
});

test('move down and to the last position; the moved volume ends at exactly that index', () => {
  assert.deepEqual(withMoved(shelf, 'b', 3), ['a', 'c', 'd', 'b', 'e']);
  assert.deepEqual(withMoved(shelf, 'a', 4), ['b', 'c', 'd', 'e', 'a']);
  for (let from = 0; from < shelf.length; from++) {
    for (let to = 0; to < shelf.length; to++) {
      const id = shelf[from]!;
      const after = withMoved(shelf, id, to);
      assert.equal(after.indexOf(id), to);
      assert.deepEqual([...after].sort(), [...shelf].sort());
    }
  }
});

test('move to its own position is no change', () => {
  assert.deepEqual(withMoved(shelf, 'c', 2), shelf);
  assert.deepEqual(changedPositions(shelf, withMoved(shelf, 'c', 2)), []);
});

test('valid positions are 0..n-1 of a volume on the shelf', () => {
  assert.equal(isValidMove(shelf, 'a', 0), true);
  assert.equal(isValidMove(shelf, 'a', 4), true);
  assert.equal(isValidMove(shelf, 'a', 5), false);
  assert.equal(isValidMove(shelf, 'a', -1), false);
  assert.equal(isValidMove(shelf, 'a', 1.5), false);
  assert.equal(isValidMove(shelf, 'z', 0), false);
  assert.equal(isValidMove([], 'a', 0), false);
});

test('changedPositions lists only rows whose index moved, and new rows', () => {
  assert.deepEqual(changedPositions(shelf, withMoved(shelf, 'b', 3)), [
    { id: 'c', position: 1 },
    { id: 'd', position: 2 },
    { id: 'b', position: 3 },
  ]);
  assert.deepEqual(changedPositions(shelf, withAdded(shelf, 'f')), [{ id: 'f', position: 5 }]);
  assert.deepEqual(changedPositions(shelf, withRemoved(shelf, 'd')), [{ id: 'e', position: 3 }]);
});
