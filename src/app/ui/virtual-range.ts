import type { RemoteAction } from '../nav/keys.ts';

/**
 * The indices a virtual list renders: the rows from `scrollRow - overscan` to the end of the viewport plus
 * `overscan`, and the focused index wherever it is, so scrolling never removes the focused element.
 */
export function visibleRange(
  count: number,
  columns: number,
  scrollRow: number,
  viewportRows: number,
  overscan: number,
  focused: number,
): number[] {
  const firstRow = Math.max(0, scrollRow - overscan);
  const lastRow = scrollRow + viewportRows + overscan;
  const from = firstRow * columns;
  const to = Math.min(count, (lastRow + 1) * columns);
  const out: number[] = [];
  if (focused >= 0 && focused < from && focused < count) out.push(focused);
  for (let i = from; i < to; i++) out.push(i);
  if (focused >= to && focused < count) out.push(focused);
  return out;
}

/**
 * Where a remote action moves focus in a grid of `count` items laid out `columns` per row, or null at an
 * edge (the key then goes to the enclosing group). Channel up/down move a page.
 */
export function moveInGrid(
  action: RemoteAction,
  index: number,
  count: number,
  columns: number,
  page: number,
): number | null {
  const col = index % columns;
  const lastRow = Math.floor((count - 1) / columns);
  const row = Math.floor(index / columns);
  switch (action) {
    case 'left':
      return col > 0 ? index - 1 : null;
    case 'right':
      return col < columns - 1 && index + 1 < count ? index + 1 : null;
    case 'up':
      return row > 0 ? index - columns : null;
    case 'down':
      // Into a shorter last row: its last item.
      return row < lastRow ? Math.min(index + columns, count - 1) : null;
    case 'channelUp':
      return index > 0 ? Math.max(col, index - page) : null;
    case 'channelDown':
      return index < count - 1 ? Math.min(count - 1, index + page) : null;
    default:
      return null;
  }
}

/**
 * The scroll offset that shows row `row` (rows of `itemSize` px in a viewport `height` px tall) with one row
 * of context before and after it when the viewport is tall enough, moving `scroll` as little as it can.
 */
export function scrollToReveal(row: number, itemSize: number, height: number, scroll: number): number {
  const margin = height >= 3 * itemSize ? itemSize : 0;
  const top = row * itemSize;
  if (top - margin < scroll) return Math.max(0, top - margin);
  if (top + itemSize + margin > scroll + height) return top + itemSize + margin - height;
  return scroll;
}
