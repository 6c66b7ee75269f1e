/** An event's detail: a panel over the end side of the agenda (the left under right to left). */
import { css } from 'lit';
import { focusRingButton } from '../../ui/theme.ts';

export const eventDetailStyles = [
  css`
    :host {
      position: fixed;
      top: 0;
      right: 0;
      bottom: 0;
      width: 50vw;
      z-index: 50;
      box-sizing: border-box;
      padding: 5vh 0;
      padding-inline-end: 5vw;
      padding-inline-start: var(--tv-space-6, 48px);
      background: var(--tv-color-surface, #1b2333);
      color: var(--tv-color-text, #f2f4f8);
      border-inline-start: 0.6vh solid var(--tv-color-text-muted, #c3cad6);
      overflow: hidden;
    }
    /* The panel slides over the end side: the left under right to left. */
    :host-context([dir='rtl']) {
      right: auto;
      left: 0;
    }
    h2 {
      margin: 0 0 var(--tv-space-2, 16px);
      font-size: var(--tv-font-heading, 36px);
    }
    p,
    li {
      margin: 0 0 var(--tv-space-1, 8px);
      font-size: var(--tv-font-body, 28px);
    }
    .muted {
      color: var(--tv-color-text-muted, #c3cad6);
    }
    .time {
      white-space: nowrap;
    }
    .calendar::before {
      content: '';
      display: inline-block;
      width: 1em;
      height: 1em;
      margin-inline-end: 0.4em;
      vertical-align: -0.1em;
      border-radius: 0.2em;
      background: var(--swatch);
    }
    .description {
      white-space: pre-line;
      max-height: 24vh;
      overflow: hidden;
    }
    ul {
      margin: 0 0 var(--tv-space-3, 24px);
      padding-inline-start: 1em;
      max-height: 24vh;
      overflow: hidden;
    }
    button {
      font: inherit;
      font-size: var(--tv-font-body, 28px);
      font-weight: 600;
      padding: var(--tv-space-2, 16px) var(--tv-space-4, 32px);
      border-radius: var(--tv-radius, 12px);
      border: 0;
      background: var(--tv-color-background, #0b0f19);
      color: var(--tv-color-text, #f2f4f8);
      outline: none;
    }
  `,
  focusRingButton,
];
