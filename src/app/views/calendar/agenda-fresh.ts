/**
 * The agenda on the fresh-data controller (docs/app.md#fresh-data): what of it is kept across restarts (the
 * rows; the picker needs the calendars, which the first refresh brings) and how it is checked when read.
 */
import type { ReactiveControllerHost } from 'lit';
import { FreshDataController, type LoadTask } from '../../data/fresh-data.ts';
import type { Clock } from '../../time/clock.ts';
import type { AgendaData } from './agenda-data.ts';
import type { CalendarChoiceStore } from './calendar-choice.ts';
import type { AgendaRow } from './agenda.ts';
import type { Place } from './calendar-format.ts';

/** The agenda as kept across restarts: its rows (the picker needs the calendars, which a refresh brings). */
export interface KeptAgenda {
  rows: AgendaRow[];
}

function isKeptAgenda(value: unknown): value is KeptAgenda {
  if (typeof value !== 'object' || value === null) return false;
  const { rows } = value as Partial<KeptAgenda>;
  return (
    Array.isArray(rows) &&
    rows.every(
      (r: unknown) =>
        typeof r === 'object' && r !== null && typeof (r as AgendaRow).key === 'string' && 'item' in r,
    )
  );
}

export interface AgendaFreshParts {
  clock: () => Clock;
  task: () => LoadTask<AgendaData>;
  place: () => Place;
  /** Shows kept rows before the agenda arrives. */
  show: (rows: AgendaRow[]) => void;
  /** Asks a failed page of days again. */
  retryMore: () => void;
}

export function agendaFreshData(
  host: ReactiveControllerHost & HTMLElement,
  parts: AgendaFreshParts,
): FreshDataController<AgendaData, KeptAgenda> {
  return new FreshDataController<AgendaData, KeptAgenda>(host, {
    view: 'calendar',
    version: 1,
    clock: parts.clock,
    task: parts.task,
    keep: (data) => ({ rows: data.rows }),
    check: isKeptAgenda,
    apply: (kept) => {
      parts.show(kept.rows);
    },
    alsoOnRefresh: parts.retryMore,
    place: parts.place,
  });
}

/**
 * Starts `data` with the remembered choice of calendars. On a quiet refresh (`shown` is the agenda on
 * screen) it loads as many days as were paged in, so the rows under focus stay in the list.
 */
export async function loadAgenda(
  data: AgendaData,
  choice: CalendarChoiceStore,
  shown: AgendaData | undefined,
  signal: AbortSignal,
): Promise<AgendaData> {
  const days = shown?.daysLoaded ?? 0;
  await data.start(await choice.load(), signal);
  while (data.daysLoaded < days && (await data.more(signal)));
  return data;
}
