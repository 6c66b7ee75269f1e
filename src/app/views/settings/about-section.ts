/** Settings' About and diagnostics: the facts of this TV in words, "Send a report", the account page. */
import { msg } from '@lit/localize';
import { html, type TemplateResult } from 'lit';
import { APP_BUILD, APP_VERSION } from '../../diagnostics/build-info.ts';
import { platformWords } from '../../diagnostics/platform.ts';
import type { RecordedError } from '../../diagnostics/recorder.ts';
import { errorParts, type AboutFacts } from '../../diagnostics/report.ts';

/**
 * The last error in the language shown (the report keeps its English line): "E-NET at 09:30:05 UTC: …",
 * the code and the time isolated so a right-to-left sentence keeps their order.
 */
function errorWords(error: RecordedError) {
  const { code, time } = errorParts(error);
  return msg(html`<bdi>${code}</bdi> at <bdi>${time} UTC</bdi>: ${error.said()}`);
}

/** The facts of this TV: the build, where it runs, the provider (its issuer), the network, the last error. */
export function aboutFacts(
  issuer: string | undefined,
  diagnostics: Pick<AboutFacts, 'online' | 'lastError'>,
  accounts: number,
): AboutFacts {
  const { platform, engine } = platformWords(navigator.userAgent);
  return {
    version: APP_VERSION,
    build: APP_BUILD,
    platform,
    engine,
    provider: issuer ?? msg('not known'),
    online: diagnostics.online,
    accounts,
    lastError: diagnostics.lastError,
  };
}

/**
 * `accountPage` opens the provider's account page as a QR code: where this TV's access is removed, beside
 * the report since both are done on a phone.
 */
export function aboutSection(facts: AboutFacts, sendReport: () => void, accountPage: () => void) {
  const rows: readonly [string, string, string | TemplateResult][] = [
    // The version and the build ("abc1234, 2026-01-15 09:00 UTC") are isolated, so an Arabic sentence
    // around them cannot reorder their digits and commas.
    ['version', msg('App'), msg(html`<bdi>${facts.version}</bdi> (build <bdi>${facts.build}</bdi>)`)],
    ['platform', msg('Platform'), facts.platform],
    ['engine', msg('Engine'), facts.engine],
    ['provider', msg('Provider'), facts.provider],
    [
      'network',
      msg('Network'),
      facts.online ? msg('Online') : msg('Offline: check the TV’s network connection'),
    ],
    ['last-error', msg('Last error'), facts.lastError ? errorWords(facts.lastError) : msg('No error so far')],
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
