/**
 * Everything the agenda loads and keeps, for the view to draw: calendars, colors and the first days (a Task
 * that runs again when the clients or the choice store change), more days as focus nears the end
 * (AgendaPaging), quiet refreshes with the rows kept per account (agenda-fresh.ts), and a reload after the
 * choice of calendars changed (CalendarChooser). Each change of rows asks the view to draw again.
 */
import type { ReactiveControllerHost } from 'lit';
import { Task, initialState } from '@lit/task';
import type { ApiClients } from '../../api/api-context.ts';
import type { FreshDataController } from '../../data/fresh-data.ts';
import type { Clock } from '../../time/clock.ts';
import type { Rerunnable } from '../../ui/tv-view-status.ts';
import { AgendaData } from './agenda-data.ts';
import { agendaFreshData, loadAgenda, type KeptAgenda } from './agenda-fresh.ts';
import { AgendaPaging } from './agenda-paging.ts';
import type { AgendaRow } from './agenda.ts';
import type { CalendarChoiceStore } from './calendar-choice.ts';
import { CalendarChooser } from './calendar-chooser.ts';
import type { Place } from './calendar-format.ts';

export interface AgendaSources {
  api: () => ApiClients | undefined;
  choice: () => CalendarChoiceStore;
  place: () => Place;
  now: () => number;
  clock: () => Clock;
}

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: ParentNode };

export class AgendaLoad {
  /** The rows on screen: the agenda's, kept ones before it arrives. */
  rows: AgendaRow[] = [];
  /** The agenda loaded so far (undefined before its first load). */
  data: AgendaData | undefined;
  /** Reloading after the choice of calendars changed failed. */
  reloadError: unknown;

  readonly task: Task<readonly [ApiClients | undefined, CalendarChoiceStore], AgendaData>;
  readonly fresh: FreshDataController<AgendaData, KeptAgenda>;
  /** "Choose calendars" and its picker. */
  readonly chooser: CalendarChooser;
  /** More days as focus nears the end. */
  readonly paging: AgendaPaging;

  /** Try again after any failure: the whole agenda again. */
  readonly again: Rerunnable = {
    run: () => {
      this.reloadError = undefined;
      this.host.requestUpdate();
      return this.task.run();
    },
  };

  constructor(
    private readonly host: Host,
    sources: AgendaSources,
  ) {
    this.task = new Task(host, {
      args: () => [sources.api(), sources.choice()] as const,
      task: async ([api, choice], { signal }) =>
        api
          ? loadAgenda(new AgendaData(api.calendar, sources.place(), sources.now), choice, this.data, signal)
          : initialState,
      onComplete: (data) => {
        this.data = data;
        this.reloadError = undefined;
        this.show(data.rows);
      },
    });
    this.paging = new AgendaPaging(host, (data) => {
      this.show(data.rows);
    });
    this.fresh = agendaFreshData(host, {
      clock: sources.clock,
      task: () => this.task,
      place: sources.place,
      now: sources.now,
      show: (rows) => {
        this.show(rows);
      },
      retryMore: () => {
        this.retryMore();
      },
    });
    this.chooser = new CalendarChooser(host, {
      data: () => this.data,
      choice: sources.choice,
      reloaded: (rows, error) => {
        if (error !== undefined) this.reloadError = error;
        this.show(rows);
      },
    });
  }

  /** Focus is on row `index`: near the end, more days. */
  focused(index: number): void {
    this.paging.focused(index, this.rows.length, this.data);
  }

  /** Asks a failed page of days again (Try again under the list, a refresh). */
  readonly retryMore = (): void => {
    this.paging.retry(this.data);
  };

  private show(rows: AgendaRow[]): void {
    this.rows = rows;
    this.host.requestUpdate();
  }
}
