import { expect } from '@open-wc/testing';
import { applyKey, findKey, moveOnKeyboard, OSK_ROWS } from '../../../src/app/views/books/osk-layout.ts';

const keyAt = (p: { row: number; col: number } | null) => (p ? OSK_ROWS[p.row]?.[p.col]?.id : null);

describe('on-screen keyboard layout', () => {
  it('Left and Right move along a row and stop at its ends', () => {
    expect(keyAt(moveOnKeyboard(OSK_ROWS, { row: 0, col: 0 }, 'right'))).to.equal('b');
    expect(moveOnKeyboard(OSK_ROWS, { row: 0, col: 0 }, 'left')).to.equal(null);
    expect(moveOnKeyboard(OSK_ROWS, { row: 0, col: 9 }, 'right')).to.equal(null);
    expect(moveOnKeyboard(OSK_ROWS, { row: 2, col: 7 }, 'right')).to.equal(null);
  });

  it('Up and Down go to the key whose centre is nearest in the next row', () => {
    expect(keyAt(moveOnKeyboard(OSK_ROWS, findKey(OSK_ROWS, 'a')!, 'down'))).to.equal('k');
    // Past the end of the short row: its last key.
    expect(keyAt(moveOnKeyboard(OSK_ROWS, findKey(OSK_ROWS, 't')!, 'down'))).to.equal('-');
    expect(keyAt(moveOnKeyboard(OSK_ROWS, findKey(OSK_ROWS, '1')!, 'down'))).to.equal('space');
    expect(keyAt(moveOnKeyboard(OSK_ROWS, findKey(OSK_ROWS, '6')!, 'down'))).to.equal('delete');
    expect(keyAt(moveOnKeyboard(OSK_ROWS, findKey(OSK_ROWS, '0')!, 'down'))).to.equal('clear');
    expect(keyAt(moveOnKeyboard(OSK_ROWS, findKey(OSK_ROWS, 'delete')!, 'up'))).to.equal('6');
    expect(keyAt(moveOnKeyboard(OSK_ROWS, findKey(OSK_ROWS, 'space')!, 'up'))).to.equal('2');
    expect(moveOnKeyboard(OSK_ROWS, findKey(OSK_ROWS, 'c')!, 'up')).to.equal(null);
    expect(moveOnKeyboard(OSK_ROWS, findKey(OSK_ROWS, 'clear')!, 'down')).to.equal(null);
  });

  it('typing: characters append, Space never leads or doubles, Delete drops one, Clear empties', () => {
    expect(applyKey('pri', { kind: 'char', char: 'd' })).to.equal('prid');
    expect(applyKey('', { kind: 'space' })).to.equal('');
    expect(applyKey('moby', { kind: 'space' })).to.equal('moby ');
    expect(applyKey('moby ', { kind: 'space' })).to.equal('moby ');
    expect(applyKey('moby', { kind: 'delete' })).to.equal('mob');
    expect(applyKey('', { kind: 'delete' })).to.equal('');
    expect(applyKey('moby dick', { kind: 'clear' })).to.equal('');
    expect(applyKey('x'.repeat(60), { kind: 'char', char: 'y' })).to.equal('x'.repeat(60));
  });
});
