/** The shelves screen: its layout, and one heading and one row of covers per shelf, with words for empty and failed. */
import { msg } from '@lit/localize';
import { css, html, nothing } from 'lit';
import type { ConfigValue } from '../../contexts.ts';
import { SCOPES } from '#shared/scopes.ts';
import type { ShelfRowState } from './shelf-loader.ts';
import './tv-cover-row.ts';
import { booksWords } from '../../i18n/counts.ts';
import { formatCount } from '../../i18n/plural.ts';
import { shelfName } from './shelf-name.ts';

export const shelvesStyles = css`
  .heading {
    display: flex;
    align-items: baseline;
  }
  .heading h1 {
    margin-inline-end: 3vh;
  }
  /* "Updated … · cannot be reached" after the library's owner: apart from it, not run into it. */
  .heading .updated {
    margin-inline-start: 3vh;
  }
  /*
   * The padding keeps focus rings inside the clipped area. The screen's padding grew by the ring's reach
   * at the top (screen-styles.ts), so the section is that much shorter and still ends inside the 5% area.
   */
  section {
    position: relative;
    height: calc(78vh - var(--tv-ring-reach, 0px));
    overflow: hidden;
    padding: 2vh 2vh 0;
    margin: -2vh -2vh 0;
  }
  /* Room below the last shelf, so that it too scrolls to the top with its name (books-shelves.ts): the
     list does not stop short with the shelf above showing its covers at the top, cut from its name. */
  section.shelves::after {
    content: '';
    display: block;
    height: 100%;
  }
  .shelf .head {
    display: flex;
    align-items: baseline;
    margin: 2vh 0 0;
  }
  .shelf h2 {
    margin: 0 0;
    margin-inline-end: 2vh;
    font-size: var(--tv-font-heading);
  }
  .shelf .head span {
    font-size: var(--tv-font-small);
    color: var(--tv-color-text-muted);
  }
  .shelf p {
    margin: 1vh 0 2vh;
  }
  button.search {
    margin-bottom: 0;
  }
`;

/**
 * Why "My library" is not shown, and what the person can do about it: sign in again and allow it, or, when
 * the app never asks for the books scope (config.json "scopes"), have it added there first.
 */
export function scopeNotice(config: ConfigValue | undefined) {
  const asked = config?.config.scopes;
  return html`<p class="notice" data-testid="books-scope-notice">
    ${msg('“My library” is missing: when this TV was signed in, it was not allowed to manage your books.')}
    ${
      asked && !asked.includes(SCOPES.books)
        ? msg(
            'This app is not set up to ask for that: whoever set up this TV can add “Manage your books” to the app’s settings (the “scopes” in config.json).',
          )
        : msg('To see your own shelves, sign out and sign in again, and allow “Manage your books”.')
    }
  </p>`;
}

const countWords = (n: number): string => booksWords(n, formatCount(n));

/** `retry`: asks again for a shelf's pages that failed (its Try again); absent for rows kept from before. */
export function renderShelves(
  rows: readonly ShelfRowState[],
  itemSize: number,
  retry?: (shelfId: number) => void,
) {
  if (rows.length === 0) return html`<p>${msg('There are no bookshelves to show.')}</p>`;
  return rows.map(
    ({ shelf, items, problem }) =>
      html`<div class="shelf">
        <div class="head">
          <h2>${shelfName(shelf)}</h2>
          <span
            >${countWords(shelf.volumeCount)} ·
            ${shelf.access === 'PUBLIC' ? msg('Public') : msg('Private')}</span
          >
        </div>
        ${
          problem
            ? html`<div class="problem" role="alert" data-testid="load-more-failed">
                <span>${msg('Some books on this shelf could not be loaded.')} ${problem.message}</span>
                ${
                  retry
                    ? html`<button
                        @click=${() => {
                          retry(shelf.id);
                        }}
                      >
                        ${msg('Try again')}
                      </button>`
                    : nothing
                }
              </div>`
            : nothing
        }
        ${
          items.length === 0
            ? html`<p class="muted">${msg('Nothing on this shelf yet.')}</p>`
            : html`<tv-cover-row
                data-shelf=${shelf.id}
                memory-key=${`shelf-${String(shelf.id)}`}
                label=${shelfName(shelf)}
                item-size=${itemSize}
                .items=${items}
              ></tv-cover-row>`
        }
      </div>`,
  );
}
