/**
 * Settings' layout: accounts beside About and Language, then what the TV may show. Taller than a screen with several
 * accounts, so the page scrolls (focus brings a button into view); type stays at 24 px and up at 720p.
 */
import { css } from 'lit';

export const settingsStyles = css`
  :host {
    overflow-y: auto;
    /* A button brought into view by focus keeps its ring and some room around it. */
    scroll-padding: 8vh 0;
  }
  :host([adding]) {
    padding: 0;
    overflow: hidden;
  }
  h1 {
    margin-bottom: 2vh;
  }
  h2 {
    margin: 0 0 1.5vh;
    font-size: 4.2vh;
  }
  /*
   * Rows are spaced by their items' margins, not \`gap\`: flex containers have it only from Chromium 84, and
   * most TVs run 68–83 (docs/app.md, "CSS the TVs lack"). A row that wraps gives each item an end margin and
   * takes the same off its own end, so items break onto a new line exactly where \`gap\` would break them.
   */
  .columns {
    display: flex;
    margin-bottom: 3vh;
  }
  .columns > * + * {
    margin-inline-start: 5vw;
  }
  .accounts {
    flex: 1 1 55%;
    min-width: 0;
  }
  .signed-in {
    margin-bottom: 3vh;
    font-size: 4.2vh;
    font-weight: 700;
  }
  .account-list {
    margin: 0 0 1vh;
    padding: 0;
    list-style: none;
  }
  /* An outline, not a fill: the buttons inside keep their own colour against the page. */
  .account-list li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    padding: 1.5vh 2vh 0;
    padding-inline-end: 0;
    margin-bottom: 1.5vh;
    border: 0.4vh solid var(--tv-outline, #3a4866);
    border-radius: 1.4vh;
  }
  .account-list li[data-current] {
    border-color: var(--tv-muted, #b8c0d0);
  }
  .account-list li > * {
    margin-inline-end: 2vh;
  }
  .account-list .who {
    flex: 1 1 100%;
    margin-bottom: 1vh;
    word-break: break-word;
    overflow-wrap: break-word;
    overflow-wrap: anywhere;
  }
  /* Its own 2vh beside the row's. */
  .account-list .in-use {
    color: var(--tv-muted, #b8c0d0);
    margin: 0 0 2vh;
    margin-inline-end: 4vh;
  }
  dl {
    margin: 0 0 2vh;
  }
  dl div {
    display: flex;
    margin-bottom: 1vh;
  }
  dl div > * + * {
    margin-inline-start: 2vh;
  }
  dt {
    flex: 0 0 22vh;
    color: var(--tv-muted, #b8c0d0);
  }
  dd {
    margin: 0;
    min-width: 0;
    word-break: break-word;
    overflow-wrap: break-word;
    overflow-wrap: anywhere;
  }
  /* Language sits under About in its column; its four choices wrap there. */
  .side {
    flex: 1 1 45%;
    min-width: 0;
  }
  .language {
    margin-top: 3vh;
  }
  .languages {
    display: flex;
    flex-wrap: wrap;
    margin-inline-end: -2vh;
  }
  .languages > * {
    margin-inline-end: 2vh;
  }
  .languages button[aria-checked='true']::before {
    content: '✓ ';
  }
  .access {
    margin: 0 0 3vh;
    padding: 0;
    list-style: none;
  }
  .access li {
    display: flex;
    margin-bottom: 1.5vh;
  }
  .access li > * + * {
    margin-inline-start: 2vw;
  }
  .access .name {
    flex: 0 0 16vw;
    font-weight: 700;
  }
  .access .refused,
  .access .limited {
    color: var(--tv-muted, #b8c0d0);
  }
`;
