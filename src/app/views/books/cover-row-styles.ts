/** The look of tv-cover-row: a clipped horizontal strip of absolutely placed covers. */
import { css } from 'lit';

export const coverRowStyles = css`
  /* Overflow is clipped; the padding leaves room for the focused cover's ring. */
  :host {
    display: block;
    overflow: hidden;
    padding: var(--tv-space-2);
    margin: 0 calc(-1 * var(--tv-space-2));
  }
  .space {
    position: relative;
    transition: transform var(--tv-motion);
  }
  .cell {
    position: absolute;
    top: 0;
    box-sizing: border-box;
  }
  .focusable {
    display: block;
    width: 100%;
    height: 100%;
    border-radius: 6px;
    overflow: hidden;
    background: var(--tv-color-surface);
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
  .placeholder {
    display: flex;
    align-items: center;
    justify-content: center;
    height: 100%;
    color: var(--tv-color-text-muted);
    font-size: var(--tv-font-small);
  }
  .caption {
    margin: var(--tv-space-2) var(--tv-space-2) 0;
    font-size: var(--tv-font-small);
    color: var(--tv-color-text-muted);
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* The caption is data in its own direction (dir="auto"): an English title on an Arabic page is cut at its
     end, not its start, and still lines up on the page's side. */
  :host-context([dir='rtl']) .caption {
    text-align: right;
  }
`;
