/**
 * Home: one button per route whose API the provider serves (its API directory, read at start;
 * docs/app.md#home-from-the-directory), a D-pad grid. OK on one asks the router to open that route; a
 * route whose scope was not granted still shows, and the shell says why when it is opened.
 */
import { localized, msg } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { servesAny, type ApiDirectory } from '../config/api-directory.ts';
import { directoryContext } from '../config/directory-context.ts';
import { ROUTES, type RouteEntry } from '../routes.ts';
import { FocusGroupController } from '../nav/focus-group.ts';
import { navigationOf } from '../nav/navigation.ts';
import { screenStyles } from './screen-styles.ts';
import { sessionContext, type SessionValue } from '../contexts.ts';
import { signedInWords } from './account-name.ts';

@customElement('tv-home')
@localized()
export class TvHome extends LitElement {
  static override styles = [
    screenStyles,
    css`
      h1 {
        margin-bottom: 1vh;
      }
      .signed-in {
        color: var(--tv-muted, #b8c0d0);
      }
      nav {
        display: flex;
        flex-wrap: wrap;
        margin-top: 4vh;
      }
      nav button {
        width: 40vh;
        height: 22vh;
        margin: 0 0 3vh;
        margin-inline-end: 3vh;
        font-size: 4.4vh;
      }
    `,
  ];

  /** The route to focus first (the one the person came back from). */
  @property({ attribute: false }) focusId: string | undefined;
  /** The routes to offer. */
  @property({ attribute: false }) routes: readonly RouteEntry[] = ROUTES;

  /** What the provider serves; none provided (no directory) offers every route. */
  @consume({ context: directoryContext, subscribe: true })
  private directory: ApiDirectory | undefined;

  /** Who is signed in (docs/identity.md#the-tv-side); absent for a view tested alone. */
  @consume({ context: sessionContext, subscribe: true })
  private sessionValue: SessionValue | undefined;

  /** The entries are one D-pad grid: memory across views, the route returned from as default. */
  protected readonly group = new FocusGroupController(this, {
    kind: 'grid',
    defaultItem: () =>
      this.renderRoot.querySelector<HTMLElement>(`button[data-route="${this.focusId ?? ''}"]`),
  });

  override render() {
    return html`
      <h1>${msg('Home')}</h1>
      ${this.signedInAs()}
      <nav aria-label=${msg('Home')}>
        ${this.routes
          .filter((route) => servesAny(this.directory, route.apis))
          .map(
            (route) =>
              html`<button
                data-route=${route.id}
                @click=${() => {
                  this.open(route.id);
                }}
              >
                ${route.label}
              </button>`,
          )}
      </nav>
    `;
  }

  protected override firstUpdated(): void {
    const wanted = this.renderRoot.querySelector<HTMLButtonElement>(
      `button[data-route="${this.focusId ?? ''}"]`,
    );
    (wanted ?? this.renderRoot.querySelector('button'))?.focus();
  }

  /** Who is signed in, once the provider said (docs/identity.md#the-tv-side). */
  private signedInAs() {
    const account = this.sessionValue?.account;
    if (!account) return nothing;
    return html`<p class="signed-in" data-testid="signed-in-as">${signedInWords(account)}</p>`;
  }

  private open(id: string): void {
    navigationOf(this)?.go(id);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-home': TvHome;
  }
}
