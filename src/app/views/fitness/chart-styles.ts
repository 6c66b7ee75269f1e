/** The bar chart's own styles: a card with the focus ring when it has focus, the bars, ticks and day labels. */
import { css } from 'lit';

export const chartStyles = css`
  :host {
    display: block;
    border-radius: 1.5vh;
    outline: none;
    background: var(--tv-card-bg, #18223a);
    padding: 1vh 1vh 0;
  }
  :host(:focus) {
    box-shadow: 0 0 0 0.8vh var(--tv-focus-ring, #ffcc33);
  }
  /* Time runs left to right in every language, so Left is the earlier day also under right to left. */
  svg {
    direction: ltr;
    display: block;
    width: 100%;
    height: auto;
  }
  .bar {
    fill: var(--tv-chart-bar, #6cb4ff);
  }
  .bar.focused {
    fill: var(--tv-focus-ring, #ffcc33);
  }
  .grid {
    stroke: rgba(242, 244, 248, 0.25);
    stroke-width: 2;
  }
  text {
    fill: var(--tv-fg, #f2f4f8);
    font-family: inherit;
    /* 24.6 px at 1280×720, where the chart is about 700 px wide. */
    font-size: 36px;
  }
  .tick {
    text-anchor: end;
    dominant-baseline: middle;
  }
  .day {
    text-anchor: middle;
  }
  .day.end {
    text-anchor: end;
  }
  .marker {
    fill: var(--tv-focus-ring, #ffcc33);
  }
  .day.focused {
    font-weight: 700;
    fill: var(--tv-focus-ring, #ffcc33);
  }
`;
