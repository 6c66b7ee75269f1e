/** The book search screen: the field above the on-screen keyboard, the results beside them. */
import { css } from 'lit';

export const searchStyles = css`
  :host {
    display: flex;
    align-items: flex-start;
  }
  .keys {
    flex: 0 0 auto;
  }
  tv-osk {
    --tv-osk-key: 56px;
  }
  .side {
    flex: 1 1 auto;
    min-width: 0;
    margin-inline-start: var(--tv-space-4);
  }
  .query {
    -webkit-appearance: none;
    appearance: none;
    display: block;
    box-sizing: border-box;
    width: 100%;
    margin: 0 0 var(--tv-space-2);
    padding: var(--tv-space-1) var(--tv-space-2);
    border: none;
    border-radius: var(--tv-radius);
    background: var(--tv-color-surface);
    color: var(--tv-color-text);
    caret-color: var(--tv-focus-ring-color);
    font: inherit;
    font-size: var(--tv-font-heading);
  }
  .query::placeholder {
    color: var(--tv-color-text-muted);
  }
  p {
    margin: 0 0 var(--tv-space-2);
  }
  .spoken {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  @media (min-width: 1600px) {
    tv-osk {
      --tv-osk-key: 84px;
    }
  }
`;
