/** The channels screen: heading and count, the grid filling the rest, the loading cards, the paging line. */
import { css } from 'lit';

export const channelsStyles = css`
  :host {
    display: flex;
    flex-direction: column;
  }
  tv-channel-grid {
    flex: 1 1 auto;
    min-height: 0;
  }
  header {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
  }
  header p {
    margin: 0;
  }
  .skeleton {
    display: flex;
  }
  .skeleton div {
    width: calc((100% - 6vw) / 3);
    height: 34vh;
    margin-right: 3vw;
    border-radius: 1.4vh;
    background: var(--tv-color-surface, #1b2333);
  }
  .skeleton div:last-child {
    margin-right: 0;
  }
  .more {
    display: flex;
    align-items: center;
    position: fixed;
    left: 5vw;
    bottom: 5vh;
    margin: 0;
    padding: 1vh 2vh;
    border-radius: 1vh;
    background: var(--tv-notice-bg, #24314d);
  }
`;
