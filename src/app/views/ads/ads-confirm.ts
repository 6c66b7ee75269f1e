/**
 * Activating or suspending a pretargeting configuration, asked first: OK on one opens the question in a
 * `tv-dialog` (Cancel focused, Back cancels too), Activate or Suspend sends the verb, and the board loads
 * again. A change the API refused is said above the list. Like the calendar's chooser it has nothing to do
 * when the view connects or disconnects, so it is not registered as a ReactiveController; it asks the view
 * to draw again.
 */
import { msg, str } from '@lit/localize';
import { html, nothing, type ReactiveControllerHost } from 'lit';
import type { ApiClients } from '../../api/api-context.ts';
import { problemWords } from '../../api/api-error.ts';
import type { DialogAction, TvDialog } from '../../ui/tv-dialog.ts';
import type { PretargetingRow } from './ads-data.ts';
import '../../ui/tv-dialog.ts';

const CONFIRM = 'confirm';

type Host = ReactiveControllerHost & { readonly renderRoot: ParentNode };

export class PretargetingConfirm {
  /** The configuration the question is about, and what it offers. */
  private asking: { row: PretargetingRow; action: 'activate' | 'suspend' } | undefined;
  /** Words for an Activate or Suspend that failed. */
  private problem = '';

  constructor(
    private readonly host: Host,
    private readonly api: () => ApiClients | undefined,
    /** Loads the board again. */
    private readonly reload: () => Promise<unknown>,
  ) {}

  /** Why the last change failed, above the list. */
  renderProblem() {
    return this.problem === ''
      ? nothing
      : html`<p class="notice warning problem" role="alert">${this.problem}</p>`;
  }

  /** The question, kept in the page and shown when asked. */
  renderDialog() {
    const activate = this.asking?.action === 'activate';
    const name = this.asking?.row.displayName ?? '';
    return html`<tv-dialog
      heading=${this.asking ? (activate ? msg(str`Activate “${name}”?`) : msg(str`Suspend “${name}”?`)) : ''}
      message=${
        this.asking?.action === 'suspend'
          ? msg('It stops receiving bid requests until it is activated again.')
          : msg('It starts receiving bid requests again.')
      }
      .actions=${
        [
          { value: 'keep', label: msg('Cancel') },
          { value: CONFIRM, label: activate ? msg('Activate') : msg('Suspend') },
        ] satisfies DialogAction[]
      }
    ></tv-dialog>`;
  }

  /** OK on a configuration. */
  readonly pick = (row: PretargetingRow): void => {
    void this.confirm(row);
  };

  private async confirm(row: PretargetingRow): Promise<void> {
    const api = this.api();
    const dialog = this.host.renderRoot.querySelector<TvDialog>('tv-dialog');
    if (!api || !dialog || dialog.open) return;
    const action = row.state === 'ACTIVE' ? 'suspend' : 'activate';
    this.asking = { row, action };
    this.host.requestUpdate();
    await this.host.updateComplete;
    const choice = await dialog.show();
    if (choice !== CONFIRM) return;
    try {
      await (action === 'suspend' ? api.bidding.suspend(row.name) : api.bidding.activate(row.name));
      this.problem = '';
    } catch (error) {
      const words = problemWords(error, msg('your real-time bidding accounts'));
      this.problem = `“${row.displayName}” was not changed. ${words.message}`;
    }
    this.host.requestUpdate();
    await this.reload();
  }
}
