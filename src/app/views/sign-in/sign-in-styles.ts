/**
 * The sign-in screen's own styles (screen-styles.ts has the shared ones): the code and address large, the QR
 * code beside them, all inside the 5% safe area at 1280×720 and 1920×1080.
 */
import { css } from '@lit/reactive-element/css-tag.js';

export const signInStyles = css`
  .layout {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }
  .text {
    flex: 1 1 auto;
    min-width: 0;
    padding-inline-end: 4vw;
  }
  .step {
    margin: 0 0 1vh;
  }
  .url {
    margin: 0 0 4vh;
    font-size: 4.2vh;
    font-weight: 600;
    word-break: break-all;
  }
  /* The address and the code exactly as received, left to right in any language: an isolated run
     (dir="ltr" on the element, never bidi control characters in the text). */
  .verbatim {
    unicode-bidi: isolate;
  }
  .code {
    margin: 0 0 3vh;
    font-family: var(--tv-code-font, 'DejaVu Sans Mono', 'Roboto Mono', Menlo, Consolas, monospace);
    font-size: 9vh;
    font-weight: 700;
    letter-spacing: 0.06em;
    white-space: nowrap;
    color: var(--tv-code, #ffe08a);
  }
  /* 42vh: the symbol's modules as large as before the four-module quiet zone (ISO/IEC 18004), which takes
     8 of a typical address's 41 modules (version 4): 38vh × 41 / 37. */
  .qr {
    flex: 0 0 auto;
    width: 42vh;
    margin: 0;
    text-align: center;
  }
  .qr-box {
    width: 42vh;
    height: 42vh;
    border-radius: 1.5vh;
    overflow: hidden;
    background: #ffffff;
  }
  .qr-box svg {
    display: block;
    width: 100%;
    height: 100%;
  }
  figcaption {
    margin-top: 2vh;
    font-size: 3.4vh;
  }
  /* The code and a stop's words take the first focus, so a stray OK changes nothing: a ring around them. */
  .code-panel,
  .stop {
    /* The ring reaches 10 px past the text, inside the 13 px the content keeps from the safe area's edge. */
    margin: 0 0 3vh;
    margin-inline-start: -4px;
    padding: 0 4px;
    border-radius: 8px;
    outline: none;
  }
  .code-panel:focus,
  .stop:focus {
    box-shadow: 0 0 0 var(--tv-focus-ring-width, 6px) var(--tv-focus-ring, #ffcc33);
  }
  .code-panel .code {
    margin: 0;
  }
  /* Asks at most once per polling interval; until then it says so by looking inert. */
  .renew[aria-disabled='true'] {
    opacity: 0.55;
  }
  /* Grows away from the start side when focused, so its start edge stays on the safe area's. */
  .renew {
    transform-origin: left center;
  }
  :host-context([dir='rtl']) .renew {
    transform-origin: right center;
  }
  .top {
    margin-bottom: 3vh;
  }
  /* Read by screen readers, not shown. */
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;
