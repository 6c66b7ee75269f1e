import { css } from 'lit';
import { focusRingOption } from './theme.ts';

/** The virtual list's styles: a scroller without a visible scrollbar, absolutely placed cells, the active row ringed. */
export const virtualListStyles = [
  focusRingOption,
  css`
    :host {
      display: block;
      position: relative;
      overflow-y: auto;
      overflow-x: hidden;
      scrollbar-width: none;
      /* What happens inside (a row focused, rows added and removed) never relayouts or repaints outside. */
      contain: layout paint;
      /* Opaque, so Chromium scrolls it on the compositor: a move that scrolls repaints no row. */
      background: var(--tv-color-background, #0b0f19);
    }
    :host::-webkit-scrollbar {
      display: none;
    }
    .space {
      position: relative;
    }
    .cell {
      position: absolute;
      box-sizing: border-box;
      /* Each cell's size is set from item-size and columns, so it is laid out on its own (no paint
         containment: that would clip the focus halo). */
      contain: size layout;
      padding: var(--tv-space-1);
    }
    .focusable {
      box-sizing: border-box;
      height: 100%;
      border-radius: var(--tv-radius);
      background: var(--tv-color-surface);
      color: var(--tv-color-text);
      padding: 0 var(--tv-space-3);
      display: flex;
      align-items: center;
      overflow: hidden;
      font-size: var(--tv-font-body);
    }
  `,
];
