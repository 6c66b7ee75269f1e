/**
 * The wallboard's layout at ten feet: the heading with "Updated hh:mm", the pretargeting configurations in
 * one row across, then creatives by review status beside the conversions chart. Sizes in vh, so 720p and
 * 1080p look alike; everything stays inside the screen's 5% safe area (screenStyles' padding).
 */
import { css } from 'lit';

export const adsStyles = css`
  :host {
    display: flex;
    flex-direction: column;
  }
  header {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
  }
  header h1 {
    margin-bottom: 2vh;
  }
  h2 {
    margin: 0 0 1.5vh;
    font-size: 4vh;
  }
  section {
    min-width: 0;
  }
  .bottom {
    display: flex;
    flex: 1 1 auto;
    min-height: 0;
    margin-top: 1vh;
  }
  .creatives {
    flex: 0 0 30%;
    margin-inline-end: 3vw;
  }
  .conversions {
    flex: 1 1 auto;
    display: flex;
    flex-direction: column;
  }
  .configs {
    display: flex;
    flex-wrap: wrap;
  }
  .config {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    text-align: start;
    min-width: 36vh;
  }
  .config .state {
    font-weight: 400;
  }
  .config[data-state='SUSPENDED'] .state {
    color: var(--tv-warning-fg, #ffb4a8);
  }
  .config:focus .state {
    color: inherit;
  }
  .counts {
    margin: 0;
  }
  .counts div {
    display: flex;
    justify-content: space-between;
    padding: 1vh 0;
    border-bottom: 0.3vh solid rgba(242, 244, 248, 0.2);
  }
  .counts dd {
    margin: 0;
    font-size: 4.4vh;
    font-weight: 700;
  }
  .counts div[data-status='DISAPPROVED'] dd {
    color: var(--tv-warning-fg, #ffb4a8);
  }
  tv-fitness-chart {
    max-width: 150vh;
  }
  .detail {
    margin-top: 1.5vh;
  }
  .problem {
    margin-bottom: 1vh;
  }
`;
