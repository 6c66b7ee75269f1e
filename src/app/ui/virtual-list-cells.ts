/**
 * The cells of tv-virtual-list: how the listbox and its rendered options are drawn, and what is touched
 * directly on every move (no render): which option is active, found by its id.
 */
import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import { repeat } from 'lit/directives/repeat.js';
import { styleMap } from 'lit/directives/style-map.js';
import { isRightToLeft } from '../nav/direction.ts';

export interface ListboxParts {
  /** All items, rendered or not. */
  count: number;
  columns: number;
  /** Row height in CSS pixels. */
  itemSize: number;
  label: string;
  /** The active index. */
  active: number;
  /** The indices to render, in order. */
  indices: readonly number[];
  /** One item's content. */
  content(index: number): unknown;
  /** One item's accessible name, where its content gives none. */
  name(index: number): string | undefined;
}

/**
 * The focusable listbox, as tall as all rows, with the rendered options placed absolutely at their rows.
 * Options are keyed by index, so the active one is never recycled into another item while it scrolls.
 * The active marks are also written directly on every move, so they are bound with `live`: compared with
 * what the element has, not with what was rendered last.
 */
export function listboxTemplate(p: ListboxParts) {
  const width = 100 / p.columns;
  const rows = Math.ceil(p.count / p.columns);
  return html`
    <div
      class="space"
      role="listbox"
      tabindex=${p.count > 0 ? 0 : -1}
      aria-label=${p.label || nothing}
      aria-activedescendant=${p.count > 0 ? live(optionId(p.active)) : nothing}
      style=${styleMap({ height: `${String(rows * p.itemSize)}px` })}
    >
      ${repeat(
        p.indices,
        (i) => i,
        (i) => html`
          <div
            class="cell"
            style=${styleMap({
              top: `${String(Math.floor(i / p.columns) * p.itemSize)}px`,
              [isRightToLeft() ? 'right' : 'left']: `${String((i % p.columns) * width)}%`,
              width: `${String(width)}%`,
              height: `${String(p.itemSize)}px`,
            })}
          >
            <div
              class="focusable"
              role="option"
              id=${optionId(i)}
              data-index=${i}
              aria-label=${p.name(i) ?? nothing}
              aria-selected=${live(i === p.active ? 'true' : 'false')}
              aria-posinset=${i + 1}
              aria-setsize=${p.count}
            >
              ${p.content(i)}
            </div>
          </div>
        `,
      )}
    </div>
  `;
}

/** The id of the option for `index`, unique inside the list's shadow root (aria-activedescendant names it). */
export function optionId(index: number): string {
  return `option-${String(index)}`;
}

/** Marks one option active (ringed while the list has focus) or not. */
export function markActive(cell: HTMLElement, on: boolean): void {
  cell.setAttribute('aria-selected', on ? 'true' : 'false');
}
