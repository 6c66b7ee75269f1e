import { expect } from '@open-wc/testing';
import { moveInGrid, scrollToReveal, visibleRange } from '../../../src/app/ui/virtual-range.ts';

describe('virtual range', () => {
  it('renders the rows in view plus the overscan on each side', () => {
    // 10,000 items, 1 column, scrolled to row 100, 10 rows in view, 2 rows of overscan, focus in view.
    const range = visibleRange(10_000, 1, 100, 10, 2, 105);
    expect(range[0]).to.equal(98);
    expect(range[range.length - 1]).to.equal(112);
    expect(range.length).to.equal(15);
  });

  it('always includes the focused index, before or after the window', () => {
    expect(visibleRange(10_000, 1, 100, 10, 2, 3)).to.include(3);
    expect(visibleRange(10_000, 1, 100, 10, 2, 9_000)).to.include(9_000);
    expect(visibleRange(10_000, 1, 100, 10, 2, 3)[0]).to.equal(3);
  });

  it('clamps at both ends and in grids counts whole rows', () => {
    expect(visibleRange(5, 1, 0, 10, 2, 0)).to.deep.equal([0, 1, 2, 3, 4]);
    expect(visibleRange(100, 4, 0, 2, 1, 0)).to.deep.equal([...Array(16).keys()]);
    expect(visibleRange(0, 1, 0, 10, 2, 0)).to.deep.equal([]);
  });
});

describe('moveInGrid', () => {
  it('moves by one in a list and stops at the ends', () => {
    expect(moveInGrid('down', 0, 10, 1, 5)).to.equal(1);
    expect(moveInGrid('up', 0, 10, 1, 5)).to.equal(null);
    expect(moveInGrid('down', 9, 10, 1, 5)).to.equal(null);
    expect(moveInGrid('left', 4, 10, 1, 5)).to.equal(null);
  });

  it('moves by rows and columns in a grid, into a shorter last row at its last item', () => {
    expect(moveInGrid('down', 1, 10, 4, 8)).to.equal(5);
    expect(moveInGrid('right', 3, 10, 4, 8)).to.equal(null);
    expect(moveInGrid('down', 7, 10, 4, 8)).to.equal(9);
    expect(moveInGrid('right', 9, 10, 4, 8)).to.equal(null);
  });

  it('pages with channel up/down, clamped', () => {
    expect(moveInGrid('channelDown', 0, 100, 1, 9)).to.equal(9);
    expect(moveInGrid('channelDown', 95, 100, 1, 9)).to.equal(99);
    expect(moveInGrid('channelUp', 5, 100, 1, 9)).to.equal(0);
    expect(moveInGrid('channelUp', 0, 100, 1, 9)).to.equal(null);
    expect(moveInGrid('ok', 3, 100, 1, 9)).to.equal(null);
  });

  it('scrolls as little as it can to show a row with one row of context on each side', () => {
    // Rows of 50 px in a 500 px viewport scrolled to 1,000 px: rows 20 to 29 in view.
    expect(scrollToReveal(25, 50, 500, 1000)).to.equal(1000);
    expect(scrollToReveal(29, 50, 500, 1000)).to.equal(1050); // row 30 below it comes into view
    expect(scrollToReveal(20, 50, 500, 1000)).to.equal(950); // row 19 above it comes into view
    expect(scrollToReveal(0, 50, 500, 1000)).to.equal(0);
    // A viewport under three rows tall has no room for context: the row itself is shown.
    expect(scrollToReveal(10, 50, 120, 0)).to.equal(430);
  });
});
