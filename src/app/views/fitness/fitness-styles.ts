/** Layout of the fitness view at ten feet: today's numbers, the controls row, the chart and the sessions. */
import { css } from 'lit';

export const fitnessStyles = css`
  header {
    display: flex;
    align-items: baseline;
  }
  header h1 {
    margin: 0 0 1.5vh;
    margin-inline-end: 3vh;
  }
  .today {
    display: flex;
    margin: 0 0 2vh;
  }
  .tile {
    flex: 1;
    margin-inline-end: 2vh;
    padding: 0.8vh 2vh;
    border-radius: 1.5vh;
    background: var(--tv-card-bg, #18223a);
  }
  .tile .label {
    font-size: var(--tv-font-small, 3.4vh);
    color: var(--tv-muted, #b8c0d0);
  }
  .tile .big {
    font-size: 6vh;
    font-weight: 700;
    line-height: 1.1;
  }
  .tile .unit {
    font-size: 3.4vh;
  }
  .controls {
    white-space: nowrap;
  }
  .controls button {
    min-width: 0;
    font-size: var(--tv-font-small, 3.4vh);
    padding: 1vh 1.6vh;
    margin: 0 0 1.6vh;
    margin-inline-end: 0.8vh;
  }
  .controls .gap {
    display: inline-block;
    width: 2vh;
  }
  button[aria-pressed='true']:not(:focus) {
    background: var(--tv-selected-bg, #3b5b8f);
  }
  .main {
    display: flex;
  }
  .chart-area {
    width: 62%;
    margin-inline-end: 3vh;
  }
  .detail {
    margin-top: 1.5vh;
    font-size: var(--tv-font-small, 3.4vh);
  }
  .sessions {
    flex: 1;
    min-width: 0;
  }
  .sessions h2 {
    margin: 0 0 1.5vh;
    font-size: 4vh;
  }
  .sessions ul {
    list-style: none;
    margin: 0;
    padding: 0.8vh;
    max-height: 45vh;
    overflow: hidden;
  }
  .sessions ul.short {
    max-height: 34vh;
  }
  .sessions .note {
    margin: 1vh 0 0;
    font-size: var(--tv-font-small, 3.4vh);
  }
  .sessions li {
    padding: 1vh 2vh;
    margin-bottom: 1.2vh;
    border-radius: 1.2vh;
    background: var(--tv-card-bg, #18223a);
    outline: none;
  }
  .sessions li:focus {
    box-shadow: 0 0 0 0.8vh var(--tv-focus-ring, #ffcc33);
  }
  .sessions .name {
    font-size: var(--tv-font-small, 3.4vh);
    font-weight: 700;
    margin: 0;
  }
  .sessions .facts {
    font-size: var(--tv-font-small, 3.4vh);
    margin: 0;
    color: var(--tv-muted, #b8c0d0);
  }
  .explain {
    padding: 2vh 3vh;
    border-radius: 1.5vh;
    background: var(--tv-notice-bg, #24314d);
  }
`;
