/**
 * The questions and QR codes Settings shows over itself: "Sign out of this TV?" (Stay signed in focused, so
 * OK twice never signs out; Back stays too), then `tv-sign-out` for the shell; the provider's account page
 * and the diagnostics report as QR codes to read with a phone. Both dialogs are kept in the page and shown
 * when asked, so there is nothing to do on connect or disconnect: not a ReactiveController.
 */
import { msg, str } from '@lit/localize';
import { html, type ReactiveControllerHost } from 'lit';
import type { AccountSummary } from '../../auth/token-store.ts';
import { reportText, type AboutFacts } from '../../diagnostics/report.ts';
import type { DialogAction, TvDialog } from '../../ui/tv-dialog.ts';
import { accountName } from '../account-name.ts';
import { accountEvent } from './account-events.ts';
import type { TvQrDialog } from './tv-qr-dialog.ts';
import '../../ui/tv-dialog.ts';
import './tv-qr-dialog.ts';

const SIGN_OUT = 'sign-out';
/** "Stay signed in" first: it is focused when the question opens, so OK twice never signs out. */
const confirmActions = (): readonly DialogAction[] => [
  { value: 'stay', label: msg('Stay signed in') },
  { value: SIGN_OUT, label: msg('Sign out') },
];

/** The provider's account page, where a person removes this TV's access: the issuer's origin + `/account`. */
export function accountPageAddress(issuer: string): string {
  return `${new URL(issuer).origin}/account`;
}

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: ParentNode };

export class SettingsDialogs {
  /** The account the sign-out question is about. */
  private leaving: AccountSummary | undefined;

  constructor(
    private readonly host: Host,
    /** The account in use, to tell "sign out" from "sign this other account out". */
    private readonly current: () => AccountSummary | undefined,
  ) {}

  render() {
    return html`<tv-dialog
        heading=${msg('Sign out of this TV?')}
        message=${msg(
          str`${accountName(this.leaving)} will be signed out of this TV. To sign in again you will need a phone or computer to enter a new code.`,
        )}
        .actions=${confirmActions()}
      ></tv-dialog>
      <tv-qr-dialog></tv-qr-dialog>`;
  }

  /** Asks first; on "Sign out", `tv-sign-out` for the shell. */
  readonly signOut = (account: AccountSummary | undefined): void => {
    void this.askSignOut(account);
  };

  /** The provider's account page as a QR code and in words. */
  accountPage(issuer: string): void {
    const address = accountPageAddress(issuer);
    this.openQr({
      heading: msg('Remove this TV’s access'),
      text: address,
      caption: address,
      aside: msg(
        'Scan this with your phone, or type the address under it. Your account page lists this TV: remove its access there.',
      ),
    });
  }

  /** The report as a QR code; the report itself stays in English: it is read by whoever helps, not on this TV. */
  report(facts: AboutFacts): void {
    const report = reportText(facts);
    this.openQr({
      heading: msg('Send a report'),
      text: report,
      caption: '',
      aside: `${msg('Scan this with your phone to pass these details on:')}\n\n${report}`,
    });
  }

  private async askSignOut(account: AccountSummary | undefined): Promise<void> {
    const confirm = this.host.renderRoot.querySelector<TvDialog>('tv-dialog');
    if (!confirm || confirm.open) return;
    this.leaving = account;
    this.host.requestUpdate();
    await this.host.updateComplete;
    // Back resolves with `cancel`: like "Stay signed in", it keeps the session.
    const choice = await confirm.show();
    if (choice !== SIGN_OUT) return;
    const detail = account && account.key !== this.current()?.key ? { key: account.key } : undefined;
    this.host.dispatchEvent(accountEvent('tv-sign-out', detail));
  }

  private openQr(content: Pick<TvQrDialog, 'heading' | 'text' | 'caption' | 'aside'>): void {
    const dialog = this.host.renderRoot.querySelector<TvQrDialog>('tv-qr-dialog');
    if (!dialog) return;
    Object.assign(dialog, content);
    void dialog.show();
  }
}
