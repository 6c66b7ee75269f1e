/** Settings' About and diagnostics: the facts of this TV in words, "Send a report", the account page. */
import { html } from 'lit';
import { errorLine, type AboutFacts } from '../../diagnostics/report.ts';

/**
 * `accountPage` opens the provider's account page as a QR code: where this TV's access is removed, beside
 * the report since both are done on a phone.
 */
export function aboutSection(facts: AboutFacts, sendReport: () => void, accountPage: () => void) {
  const rows: readonly [string, string, string][] = [
    ['version', 'App', `${facts.version} (build ${facts.build})`],
    ['platform', 'Platform', facts.platform],
    ['engine', 'Engine', facts.engine],
    ['provider', 'Provider', facts.provider],
    ['network', 'Network', facts.online ? 'Online' : 'Offline: check the TV’s network connection'],
    ['last-error', 'Last error', errorLine(facts.lastError)],
  ];
  return html`<section class="about" aria-labelledby="about-heading">
    <h2 id="about-heading">About this TV</h2>
    <dl data-testid="about">
      ${rows.map(
        ([id, label, value]) =>
          html`<div data-fact=${id}>
            <dt>${label}</dt>
            <dd>${value}</dd>
          </div>`,
      )}
    </dl>
    <button data-action="report" @click=${sendReport}>Send a report</button>
    <button data-action="account-page" @click=${accountPage}>Remove this TV’s access</button>
  </section>`;
}
