/** Settings' About and diagnostics: the facts of this TV in words, "Send a report", the account page. */
import { msg, str } from '@lit/localize';
import { html } from 'lit';
import { errorLine, type AboutFacts } from '../../diagnostics/report.ts';

/**
 * `accountPage` opens the provider's account page as a QR code: where this TV's access is removed, beside
 * the report since both are done on a phone.
 */
export function aboutSection(facts: AboutFacts, sendReport: () => void, accountPage: () => void) {
  const rows: readonly [string, string, string][] = [
    ['version', msg('App'), msg(str`${facts.version} (build ${facts.build})`)],
    ['platform', msg('Platform'), facts.platform],
    ['engine', msg('Engine'), facts.engine],
    ['provider', msg('Provider'), facts.provider],
    [
      'network',
      msg('Network'),
      facts.online ? msg('Online') : msg('Offline: check the TV’s network connection'),
    ],
    // The report's line for an error stays in English; only "none" is this TV's own word.
    ['last-error', msg('Last error'), facts.lastError ? errorLine(facts.lastError) : msg('none')],
  ];
  return html`<section class="about" aria-labelledby="about-heading">
    <h2 id="about-heading">${msg('About this TV')}</h2>
    <dl data-testid="about">
      ${rows.map(
        ([id, label, value]) =>
          html`<div data-fact=${id}>
            <dt>${label}</dt>
            <dd>${value}</dd>
          </div>`,
      )}
    </dl>
    <button data-action="report" @click=${sendReport}>${msg('Send a report')}</button>
    <button data-action="account-page" @click=${accountPage}>${msg('Remove this TV’s access')}</button>
  </section>`;
}
