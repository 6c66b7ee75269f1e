/**
 * How tv-cover-row draws: the strip, a listbox moved along by its offset, and each cover in it placed from
 * the start side (the first cover is on the right under right to left), an `option` focusable when it is
 * the row's active cover, a placeholder until its volume has loaded.
 */
import { msg } from '@lit/localize';
import { html } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { styleMap } from 'lit/directives/style-map.js';
import type { Volume } from '#shared/wire/books.ts';
import { isRightToLeft } from '../../nav/direction.ts';
import { bookLine, coverGap } from './cover-row-layout.ts';

export interface CoverCell {
  index: number;
  volume: Volume | undefined;
  /** The row's length: the shelf's total. */
  count: number;
  active: boolean;
  itemSize: number;
  height: number;
  open: () => void;
}

export function coverCell(cell: CoverCell) {
  const { index: i, volume, itemSize } = cell;
  const name = volume ? bookLine(volume) : msg('Loading');
  return html`<div
    class="cell"
    style=${styleMap({
      [isRightToLeft() ? 'right' : 'left']: `${String(i * itemSize)}px`,
      width: `${String(itemSize)}px`,
      height: `${String(cell.height)}px`,
      padding: `0 ${String(coverGap(itemSize) / 2)}px`,
    })}
  >
    <div
      class="focusable"
      role="option"
      data-index=${i}
      data-volume=${volume?.id ?? ''}
      aria-label=${name}
      aria-posinset=${i + 1}
      aria-setsize=${cell.count}
      aria-selected=${cell.active ? 'true' : 'false'}
      tabindex=${cell.active ? 0 : -1}
      @click=${cell.open}
    >
      ${
        volume
          ? html`<img src=${volume.volumeInfo.imageLinks.thumbnail} alt="" />`
          : html`<span class="placeholder">…</span>`
      }
    </div>
  </div>`;
}

export interface StripParts {
  label: string;
  height: number;
  /** CSS pixels scrolled from the start side. */
  offset: number;
  /** The covers to render, in order. */
  indices: readonly number[];
  cell: (index: number) => CoverCell;
}

export function coverStrip(p: StripParts) {
  return html`<div
    class="space"
    role="listbox"
    aria-label=${p.label}
    style=${styleMap({
      height: `${String(p.height)}px`,
      transform: `translateX(${String(isRightToLeft() ? p.offset : -p.offset)}px)`,
    })}
  >
    ${repeat(
      p.indices,
      (i) => i,
      (i) => coverCell(p.cell(i)),
    )}
  </div>`;
}
