/** Layout of the calendar screen: a column of heading, toolbar and the agenda filling the rest. */
import { css } from 'lit';

export const calendarStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    position: relative;
  }
  header {
    display: flex;
    align-items: baseline;
    flex: 0 0 auto;
  }
  header h1 {
    margin-inline-end: 4vh;
  }
  .bar {
    display: flex;
    align-items: center;
    flex: 0 0 auto;
  }
  .bar p {
    margin: 0 0 2vh;
  }
  /* Room for the focused button's ring and scale before the words beside it. */
  .bar button {
    margin-inline-end: 4vh;
  }
  /* Buttons keep the width of their words (a column would stretch them past the safe area). */
  .actions {
    display: flex;
    flex: 0 0 auto;
  }
  tv-virtual-list {
    flex: 1 1 auto;
    min-height: 0;
  }
  .skeleton {
    flex: 1 1 auto;
    overflow: hidden;
  }
  .skeleton div {
    height: 7vh;
    margin: 0 0 2vh;
    border-radius: 1.2vh;
    background: linear-gradient(90deg, #1b2333 0%, #26324a 50%, #1b2333 100%);
  }
  .skeleton div:nth-child(3n + 1) {
    width: 80%;
  }
  .skeleton div:nth-child(3n + 2) {
    width: 65%;
  }
  /* Over the bottom edge, so the list keeps its height while more days load. */
  .more {
    position: absolute;
    right: 5vw;
    bottom: 1vh;
    margin: 0;
    font-size: var(--tv-font-small, 24px);
  }
  /* On the end side under right to left too (inset-inline-end needs Chromium 87). */
  :host-context([dir='rtl']) .more {
    right: auto;
    left: 5vw;
  }
`;
