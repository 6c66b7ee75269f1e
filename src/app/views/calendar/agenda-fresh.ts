/**
 * The agenda on the fresh-data controller (docs/app.md#fresh-data): what of it is kept across restarts (the
 * rows; the picker needs the calendars, which the first refresh brings) and how it is read back.
 */
import type { ReactiveControllerHost } from 'lit';
import { boolean, listOf, number, shape, string, type Decoder } from '#shared/wire/decode.ts';
import { calendarEvent } from '#shared/wire/calendar-decode.ts';
import { FreshDataController, type LoadTask } from '../../data/fresh-data.ts';
import type { Clock } from '../../time/clock.ts';
import type { AgendaData } from './agenda-data.ts';
import type { CalendarChoiceStore } from './calendar-choice.ts';
import { relabelRows, type AgendaEvent, type AgendaRow } from './agenda.ts';
import type { Place } from './calendar-format.ts';

/** The agenda as kept across restarts: its rows (the picker needs the calendars, which a refresh brings). */
export interface KeptAgenda {
  rows: AgendaRow[];
}

/** The rows read back with the decoder each event was read with when it arrived. */
export const keptAgenda: Decoder<KeptAgenda> = shape<KeptAgenda>({
  rows: listOf(
    shape<AgendaRow>({
      key: string,
      dayKey: string,
      dayLabel: string,
      weekday: string,
      date: string,
      firstOfDay: boolean,
      today: boolean,
      time: string,
      allDay: boolean,
      startMs: number,
      item: shape<AgendaEvent>({
        event: calendarEvent,
        calendarId: string,
        calendarName: string,
        color: string,
      }),
    }),
  ),
});

export interface AgendaFreshParts {
  clock: () => Clock;
  task: () => LoadTask<AgendaData>;
  place: () => Place;
  now: () => number;
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
    decode: keptAgenda,
    apply: (kept) => {
      parts.show(relabelRows(kept.rows, parts.place(), parts.now()));
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
