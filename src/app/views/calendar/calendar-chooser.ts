/**
 * Choosing which calendars the agenda shows: "Choose calendars" opens the picker over the agenda, each toggle
 * is remembered (the choice store) and the agenda reloads with it, and closing the picker puts focus back on
 * "Choose calendars". The view owns the agenda (its data, rows and a failed reload) and hears of each reload
 * through `reloaded`; this holds only whether the picker is open. It has nothing to do when the view connects
 * or disconnects (a save or reload under way finishes either way), so, like `AgendaPaging`, it is not
 * registered as a ReactiveController; it only asks the view to render again.
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';
import type { AgendaData } from './agenda-data.ts';
import type { AgendaRow } from './agenda.ts';
import type { CalendarChoiceStore } from './calendar-choice.ts';
import './tv-calendar-picker.ts';

export interface CalendarChooserOptions {
  /** The agenda loaded so far (undefined before its first load). */
  data: () => AgendaData | undefined;
  /** Where the choice is remembered. */
  choice: () => CalendarChoiceStore;
  /** The agenda reloaded with the new choice: its rows, and why the reload failed (undefined when it did not). */
  reloaded: (rows: AgendaRow[], error: unknown) => void;
}

export class CalendarChooser {
  /** The picker is over the agenda. */
  open = false;

  constructor(
    private readonly host: ReactiveControllerHost & { readonly renderRoot: ParentNode },
    private readonly options: CalendarChooserOptions,
  ) {}

  /** The picker while it is open. */
  render() {
    const data = this.options.data();
    return this.open && data
      ? html`<tv-calendar-picker
          .calendars=${data.calendars}
          .hiddenIds=${data.hidden}
          @tv-calendar-toggle=${this.toggle}
          @tv-close=${this.close}
        ></tv-calendar-picker>`
      : nothing;
  }

  /** "Choose calendars". */
  readonly show = (): void => {
    this.open = true;
    this.host.requestUpdate();
  };

  private readonly close = async (): Promise<void> => {
    this.open = false;
    this.host.requestUpdate();
    await this.host.updateComplete;
    this.host.renderRoot.querySelector<HTMLElement>('.bar button')?.focus();
  };

  private readonly toggle = async (event: CustomEvent<{ id: string }>): Promise<void> => {
    const data = this.options.data();
    if (!data) return;
    const hidden = new Set(data.hidden);
    if (hidden.has(event.detail.id)) hidden.delete(event.detail.id);
    else hidden.add(event.detail.id);
    data.hidden = hidden;
    this.host.requestUpdate();
    await this.options.choice().save([...hidden]);
    let error: unknown;
    try {
      await data.reload();
    } catch (err) {
      error = err;
    }
    this.options.reloaded(data.rows, error);
  };
}
