/** The look of tv-channel-grid: three cards a row, the focused card light and ringed, its title a marquee. */
import { css } from 'lit';

export const channelGridStyles = css`
  :host {
    display: block;
    /* The grid fills the view down to the safe area's edge (the view is a column); the negative margin
       and the list's padding leave room for the ring and its halo inside the scroller. */
    margin: calc(-1 * var(--tv-space-3, 24px));
  }
  ul {
    list-style: none;
    box-sizing: border-box;
    margin: 0;
    padding: var(--tv-space-3, 24px);
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    align-content: flex-start;
    height: 100%;
    overflow: hidden;
  }
  li {
    box-sizing: border-box;
    /* Three cards a row; flexbox gap is too new for Chromium 68, so margins. */
    width: calc((100% - 2 * 3vw) / 3);
    margin: 0 0 4vh;
    margin-inline-end: 3vw;
    border-radius: var(--tv-radius, 12px);
    background: var(--tv-color-surface, #1b2333);
    color: var(--tv-color-text, #f2f4f8);
    overflow: hidden;
    outline: none;
  }
  li:nth-child(3n) {
    margin-inline-end: 0;
  }
  li:focus {
    outline: var(--tv-focus-ring-width, 6px) solid var(--tv-focus-ring-color, #ffd400);
    outline-offset: var(--tv-focus-ring-offset, 4px);
    box-shadow: var(--tv-focus-halo, 0 0 0 13px #000);
    background: var(--tv-color-focus-surface, #f2f4f8);
    color: var(--tv-color-focus-text, #0b0f19);
  }
  .art {
    box-sizing: border-box;
    height: 16vh;
    background: var(--tv-color-raised, #26324a);
    text-align: center;
  }
  .art img {
    height: 100%;
  }
  .art.banner img {
    width: 100%;
    object-fit: cover;
  }
  /* No banner: the channel's picture as a round avatar on a band. */
  .art.thumbnail {
    padding: 1.5vh 0;
  }
  .art.thumbnail img {
    width: 13vh;
    border-radius: 50%;
    object-fit: cover;
  }
  .text {
    padding: 1.4vh 2vh 1.8vh;
  }
  p {
    margin: 0;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    font-size: var(--tv-font-small, 24px);
    line-height: 1.25;
  }
  /* Two lines for every title, so the cards of a row line up: a title wraps onto the second before it
     is cut, and one longer than two lines ends in an ellipsis there. */
  .title {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    white-space: normal;
    overflow-wrap: break-word;
    overflow-wrap: anywhere;
    height: 2.5em;
    font-size: var(--tv-font-body, 28px);
    font-weight: 700;
  }
  /* A title too long for two lines scrolls on one while the card has focus (a marquee, as TV apps do): it
     waits a moment, slides to its end, waits, and slides back; it stops and shows the start again when
     focus leaves. --marquee-shift is how far it overflows, measured when the card takes focus. */
  li:focus .title[data-marquee] {
    display: block;
    white-space: nowrap;
    text-overflow: clip;
  }
  /* Title and handle are the channel's own words in their own direction (dir="auto"): an English title on
     an Arabic page is cut at its end, "@handle" keeps its @ in front, and both stay on the page's side. */
  :host-context([dir='rtl']) .title,
  :host-context([dir='rtl']) .handle {
    text-align: right;
  }
  li:focus .title[data-marquee] span {
    display: inline-block;
    animation: tv-marquee var(--marquee-time, 6s) linear 1s infinite both;
  }
  @keyframes tv-marquee {
    0%,
    15% {
      transform: translateX(0);
    }
    70%,
    100% {
      transform: translateX(calc(var(--marquee-sign, -1) * var(--marquee-shift, 0px)));
    }
  }
  /* No movement for those who asked for less: the focused card shows its whole title, wrapped. */
  @media (prefers-reduced-motion: reduce) {
    li:focus .title[data-marquee] {
      white-space: normal;
      height: auto;
    }
    li:focus .title[data-marquee] span {
      display: inline;
      animation: none;
    }
  }
  .handle {
    color: var(--tv-color-text-muted, #c3cad6);
  }
  li:focus .handle {
    color: inherit;
  }
`;
