/** A channel's detail: a page of its own over the cards, its picture beside its words, counts as a list. */
import { css } from 'lit';
import { focusRingButton } from '../../ui/theme.ts';
import { overlayStyles } from '../../ui/overlay-styles.ts';

export const channelDetailStyles = [
  overlayStyles,
  css`
    :host {
      box-sizing: border-box;
      padding: 5vh 5vw;
      background: var(--tv-color-background, #0b0f19);
      color: var(--tv-color-text, #f2f4f8);
      overflow: hidden;
    }
    .art {
      flex: 0 0 30vw;
      height: 30vw;
      max-height: 60vh;
      margin-inline-end: 4vw;
      border-radius: var(--tv-radius, 12px);
      background: var(--tv-color-raised, #26324a);
      overflow: hidden;
    }
    .art img {
      width: 100%;
      height: 100%;
      object-fit: cover;
    }
    .body {
      flex: 1 1 auto;
      min-width: 0;
    }
    h2 {
      margin: 0;
      font-size: var(--tv-font-title, 48px);
      line-height: 1.15;
    }
    p {
      margin: 0 0 var(--tv-space-2, 16px);
      font-size: var(--tv-font-body, 28px);
      line-height: 1.3;
    }
    .muted {
      color: var(--tv-color-text-muted, #c3cad6);
    }
    .description {
      white-space: pre-line;
      max-height: 20vh;
      overflow: hidden;
    }
    dl {
      margin: 0 0 var(--tv-space-4, 32px);
      font-size: var(--tv-font-body, 28px);
      line-height: 1.35;
    }
    dt {
      float: left;
      clear: left;
      width: 7.5em;
      color: var(--tv-color-text-muted, #c3cad6);
    }
    dd {
      margin: 0;
    }
    /* The channel's own words (dir="auto": "@handle" keeps its @ in front, a sentence its full stop at
       its end) stay on the page's side. */
    :host-context([dir='rtl']) h2,
    :host-context([dir='rtl']) .handle,
    :host-context([dir='rtl']) .description {
      text-align: right;
    }
    /* float: inline-start needs Chromium 118. */
    :host-context([dir='rtl']) dt {
      float: right;
      clear: right;
    }
    button {
      font: inherit;
      font-size: var(--tv-font-body, 28px);
      font-weight: 600;
      padding: var(--tv-space-2, 16px) var(--tv-space-5, 40px);
      border-radius: var(--tv-radius, 12px);
      border: 0;
      background: var(--tv-color-raised, #26324a);
      color: var(--tv-color-text, #f2f4f8);
      outline: none;
    }
  `,
  focusRingButton,
];
