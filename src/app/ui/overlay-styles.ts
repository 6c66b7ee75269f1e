/**
 * How anything drawn over a screen sits on it (docs/navigation.md#elements--srcappui): fixed over the whole
 * page, above the screen, laying out its content. `overlayStyles` alone is a page of its own (a channel's
 * detail); with `backdropStyles` it is a box in the middle of the dimmed page (a question, the calendar
 * picker). An element adds its own rules after these (a question sits above every panel).
 */
import { css } from 'lit';

export const overlayStyles = css`
  :host {
    position: fixed;
    top: 0;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 50;
    display: flex;
  }
`;

/** The page stays in sight behind the box, dimmed, and the pointer cannot reach it. */
export const backdropStyles = css`
  :host {
    align-items: center;
    justify-content: center;
    background: rgba(0, 0, 0, 0.8);
  }
  .box {
    min-width: 40vw;
    padding: var(--tv-space-6, 48px);
    border-radius: var(--tv-radius, 12px);
    background: var(--tv-color-surface, #1b2333);
    color: var(--tv-color-text, #f2f4f8);
  }
`;
