/**
 * Which calendars the agenda shows, remembered across restarts in IndexedDB (idb-keyval). The hidden ones
 * are stored, so a calendar added later shows until the person hides it. Storage failures (private mode,
 * full disk) only mean the choice is not remembered.
 */
import { createStore, get, set, type UseStore } from 'idb-keyval';

const KEY = 'hidden-calendars';

export interface CalendarChoiceStore {
  load(): Promise<string[]>;
  save(hidden: readonly string[]): Promise<void>;
}

let store: UseStore | undefined;
const defaultStore = (): UseStore => (store ??= createStore('tv-calendar', 'choices'));

export const idbCalendarChoice: CalendarChoiceStore = {
  async load() {
    try {
      const value: unknown = await get(KEY, defaultStore());
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    } catch {
      return [];
    }
  },
  async save(hidden) {
    try {
      await set(KEY, [...hidden], defaultStore());
    } catch {
      // Not remembered; the choice still applies until the app closes.
    }
  },
};
