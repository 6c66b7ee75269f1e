/**
 * Where tv-cover-row puts things, free of the DOM: the gap and height of a cover for a pitch, the strip's
 * offset that keeps a cover in view, and the words a cover stands for.
 */
import type { Volume } from '#shared/wire/books.ts';

/** A cover's accessible name and caption: title, authors and year. */
export const bookLine = (v: Volume): string =>
  [v.volumeInfo.title, v.volumeInfo.authors.join(', '), v.volumeInfo.publishedDate]
    .filter((s) => s !== '')
    .join(' · ');

/** Space between covers: an eighth of the cover pitch, and even. */
export function coverGap(itemSize: number): number {
  return 2 * Math.round(itemSize / 16);
}

/** A cover is 2:3, like the generated art. */
export function coverHeight(itemSize: number): number {
  return Math.round((itemSize - coverGap(itemSize)) * 1.5);
}

/**
 * The strip's offset that shows the cover at `index` in a strip `width` wide, with one cover of context on
 * each side where the strip holds three or more, moving as little as it can from `offset`.
 */
export function revealOffset(
  index: number,
  offset: number,
  itemSize: number,
  count: number,
  width: number,
): number {
  const margin = width >= 3 * itemSize ? itemSize : 0;
  const left = index * itemSize;
  const max = Math.max(0, count * itemSize - width);
  let next = offset;
  if (left - margin < next) next = left - margin;
  else if (left + itemSize + margin > next + width) next = left + itemSize + margin - width;
  return Math.max(0, Math.min(next, max));
}
