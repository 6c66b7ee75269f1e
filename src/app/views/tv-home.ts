/**
 * Home: one button per route, a D-pad grid. OK on one asks the router to open that route.
 */
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ROUTES, type RouteEntry } from '../routes.ts';
import { FocusGroupController } from '../nav/focus-group.ts';
import { navigationOf } from '../nav/navigation.ts';
import { screenStyles } from './screen-styles.ts';

@customElement('tv-home')
export class TvHome extends LitElement {
  static override styles = [
    screenStyles,
    css`
      nav {
        display: flex;
        flex-wrap: wrap;
        margin-top: 4vh;
      }
      nav button {
        width: 40vh;
        height: 22vh;
        margin: 0 3vh 3vh 0;
        font-size: 4.4vh;
      }
    `,
  ];

  /** The route to focus first (the one the person came back from). */
  @property({ attribute: false }) focusId: string | undefined;
  /** The routes to offer. */
  @property({ attribute: false }) routes: readonly RouteEntry[] = ROUTES;

  /** The entries are one D-pad grid: memory across views, the route returned from as default. */
  protected readonly group = new FocusGroupController(this, {
    kind: 'grid',
    defaultItem: () =>
      this.renderRoot.querySelector<HTMLElement>(`button[data-route="${this.focusId ?? ''}"]`),
  });

  override render() {
    return html`
      <h1>Home</h1>
      <nav aria-label="Home">
        ${this.routes.map(
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

  private open(id: string): void {
    navigationOf(this)?.go(id);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-home': TvHome;
  }
}
