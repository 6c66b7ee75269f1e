/** What the shell shows instead of a view whose scopes were not granted: why, and what to do. */
import { localized, msg, str } from '@lit/localize';
import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { configContext, type ConfigValue } from '../contexts.ts';
import type { RouteEntry } from '../routes.ts';
import { screenStyles } from './screen-styles.ts';
import { navigationOf } from '../nav/navigation.ts';

@customElement('tv-scope-missing')
@localized()
export class TvScopeMissing extends LitElement {
  static override styles = screenStyles;

  /** The route that cannot open. */
  @property({ attribute: false }) route!: RouteEntry;

  @consume({ context: configContext })
  private configValue: ConfigValue | undefined;

  override render() {
    const purpose = this.route.purpose;
    return html`
      <h1>${this.route.label}</h1>
      <p role="alert">${msg(str`This TV was not allowed to see ${purpose} when you signed in.`)}</p>
      ${this.nextSteps()}
      <button @click=${this.back}>${msg('Back to Home')}</button>
    `;
  }

  /**
   * Signing in again only helps when the app asks for the access at all (config.json "scopes"), and when
   * no administrator keeps it from the app: the token answer does not say which of the two left it out
   * (the box unticked on the phone, or an administrator's policy), so both ways on are given.
   */
  private nextSteps() {
    const asked = this.configValue?.config.scopes;
    const { label, purpose } = this.route;
    if (asked && !this.route.scopes.some((scope) => asked.includes(scope))) {
      return html`<p class="muted">
        ${msg(
          str`This app is not set up to ask for ${purpose}: whoever set up this TV can add it to the app’s settings (the “scopes” in config.json).`,
        )}
      </p>`;
    }
    return html`<p class="muted">
        ${msg(str`To use ${label}, sign out in Settings and sign in again, allowing access to ${purpose}.`)}
      </p>
      <p class="muted">
        ${msg('If your account’s administrator does not allow it, ask them, or add another account in Settings.')}
      </p>`;
  }

  protected override firstUpdated(): void {
    this.renderRoot.querySelector('button')?.focus();
  }

  private readonly back = (): void => {
    navigationOf(this)?.toHome();
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-scope-missing': TvScopeMissing;
  }
}
