/**
 * Ten-foot styles shared by the app's screens: a 5% safe area that holds the focus rings too, type sized from the viewport height (24 px and
 * up at 720p; CSS min()/max() are too new for Chromium 68), and a focus ring seen from across the room.
 * Colours come through --tv-* custom properties so the theme can restyle them.
 */
import { css } from '@lit/reactive-element/css-tag.js';

export const screenStyles = css`
  :host {
    display: block;
    box-sizing: border-box;
    width: 100vw;
    height: 100vh;
    /*
     * How far a focused item's ring reaches past its box: the theme's halo (ring, its offset and the black
     * edge). A screen button's ring (0.8vh) plus its 4% growth reaches less for every button up to 60vh wide.
     * Content starts that far inside the 5% area, so an item at the edge keeps its whole ring inside it.
     */
    --tv-ring-reach: calc(
      var(--tv-focus-ring-width, var(--ring-width)) + var(--tv-focus-ring-offset, var(--ring-offset)) + 3px
    );
    /* The theme's ring at each size (ui/theme.ts), for before it loads: the theme comes with the signed-in
       half, after the sign-in screen has painted, and must not move the code by a pixel. */
    --ring-width: 6px;
    --ring-offset: 4px;
    padding: calc(5vh + var(--tv-ring-reach)) calc(5vw + var(--tv-ring-reach));
    overflow: hidden;
    color: var(--tv-fg, #f2f4f8);
    background: var(--tv-bg, #0b0f19);
    font-family: var(--tv-font, system-ui, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif);
    font-size: 3.6vh;
    line-height: 1.3;
  }
  @media (min-width: 1600px) {
    :host {
      --ring-width: 9px;
      --ring-offset: 6px;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    :host {
      --ring-width: 10px;
    }
  }
  h1 {
    margin: 0 0 3vh;
    font-size: 6vh;
    font-weight: 700;
  }
  p {
    margin: 0 0 2vh;
  }
  .muted {
    color: var(--tv-muted, #b8c0d0);
  }
  .notice {
    display: inline-block;
    padding: 1vh 2vh;
    border-radius: 1vh;
    background: var(--tv-notice-bg, #24314d);
    color: var(--tv-fg, #f2f4f8);
  }
  .warning {
    background: var(--tv-warning-bg, #5a3b00);
  }
  p + button {
    margin-top: 2vh;
  }
  button {
    font: inherit;
    font-weight: 600;
    color: var(--tv-fg, #f2f4f8);
    background: var(--tv-button-bg, #26324a);
    border: 0.5vh solid transparent;
    border-radius: 1.4vh;
    padding: 1.8vh 4vh;
    margin: 0 0 2vh;
    margin-inline-end: 2vh;
    min-width: 22vh;
    cursor: pointer;
    outline: none;
  }
  button:focus {
    background: var(--tv-focus-bg, #f2f4f8);
    color: var(--tv-focus-fg, #0b0f19);
    border-color: var(--tv-focus-ring, #ffcc33);
    box-shadow: 0 0 0 0.8vh var(--tv-focus-ring, #ffcc33);
    transform: scale(1.04);
  }
`;
