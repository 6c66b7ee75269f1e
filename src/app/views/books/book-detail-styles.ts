/** A volume's detail: the cover beside the facts, the description clamped to four lines, the shelf buttons. */
import { css } from 'lit';
import { focusRingButton } from '../../ui/theme.ts';

export const bookDetailStyles = [
  css`
    :host {
      display: flex;
      align-items: flex-start;
    }
    img {
      flex: 0 0 auto;
      width: 24vh;
      height: 36vh;
      border-radius: 6px;
      margin-inline-end: var(--tv-space-4);
    }
    .info {
      flex: 1 1 auto;
      min-width: 0;
    }
    h2 {
      margin: 0;
      font-size: var(--tv-font-title);
      line-height: 1.1;
    }
    p {
      margin: 0 0 var(--tv-space-2);
    }
    .sub {
      font-size: var(--tv-font-heading);
      color: var(--tv-color-text-muted);
    }
    .description {
      max-width: 60em;
      display: -webkit-box;
      -webkit-line-clamp: 4;
      -webkit-box-orient: vertical;
      overflow: hidden;
    }
    /* Data in its own direction (dir="auto"), kept on the page's side: an English description on an Arabic
       page keeps its full stop at its end and lines up with the Arabic around it. */
    :host-context([dir='rtl']) .description {
      text-align: right;
    }
    .muted {
      color: var(--tv-color-text-muted);
    }
    button {
      font: inherit;
      font-weight: 600;
      margin: 0 0 var(--tv-space-2);
      margin-inline-end: var(--tv-space-2);
      padding: var(--tv-space-1) var(--tv-space-3);
      border: none;
      border-radius: var(--tv-radius);
      background: var(--tv-color-surface);
      color: var(--tv-color-text);
      outline: none;
    }
  `,
  focusRingButton,
];
