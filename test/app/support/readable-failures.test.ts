import { expect } from '@open-wc/testing';

/** The error a failed `expect(actual).to.equal(expected)` throws. */
function failureOf(actual: unknown, expected: unknown): { actual?: unknown; expected?: unknown } {
  try {
    expect(actual).to.equal(expected);
  } catch (error) {
    return error as { actual?: unknown; expected?: unknown };
  }
  throw new Error('the assertion passed');
}

describe('failed assertions on DOM nodes', () => {
  it('carry a short description of each element instead of the element', () => {
    const focused = document.createElement('button');
    focused.id = 'retry';
    focused.className = 'tile wide';
    const failure = failureOf(focused, document.createElement('tv-home'));
    // Types first: an element left on the error would freeze this page when compared below.
    expect([typeof failure.actual, typeof failure.expected]).to.deep.equal(['string', 'string']);
    expect(failure.actual).to.equal('<button#retry.tile.wide>');
    expect(failure.expected).to.equal('<tv-home>');
  });

  it('name a node that is not an element by its node name', () => {
    const { actual } = failureOf(document.createTextNode('x'), null);
    expect(typeof actual).to.equal('string');
    expect(actual).to.equal('#text');
  });

  it('leave values that are not nodes as they are', () => {
    const failure = failureOf({ a: 1 }, 2);
    expect(failure.actual).to.deep.equal({ a: 1 });
    expect(failure.expected).to.equal(2);
  });
});
