/**
 * The words beside the agenda's heading: today, or the day of the focused row when it is another (its first
 * row, which carries the day's heading, may have scrolled away). Written straight into the page as focus
 * moves: a render of the whole view on every key would slow held keys.
 */
import { msg, str } from '@lit/localize';
import type { AgendaRow } from './agenda.ts';
import { dayKeyOf, dayLabel, type Place } from './calendar-format.ts';

export class CalendarDay {
  /** The day of the focused row when it is not today. */
  private focused: string | null = null;

  constructor(
    private readonly view: { readonly renderRoot: ParentNode },
    private readonly place: () => Place,
    private readonly now: () => number,
  ) {}

  words(): string {
    const { locale, timeZone } = this.place();
    const today = dayLabel(dayKeyOf(this.now(), timeZone), locale);
    return this.focused === null ? msg(str`Today is ${today}`) : this.focused;
  }

  /** Focus moved to `row`. */
  focus(row: AgendaRow | undefined): void {
    const day = row && !row.today ? row.dayLabel : null;
    if (day === this.focused) return;
    this.focused = day;
    const words = this.view.renderRoot.querySelector('[data-testid="calendar-day"]');
    if (words) words.textContent = this.words();
  }
}
