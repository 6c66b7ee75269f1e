/**
 * Where the TV is, for every `Intl` formatter of the views: the locale of the language shown and the TV's
 * time zone (docs/app.md#languages). The locale is read at each use, so a language chosen in Settings
 * formats dates, times, weekdays, numbers and units at once, whatever the browser's own language.
 */
import { formatLocale } from './locale.ts';

export interface Place {
  /** A BCP 47 tag for Intl ("de", "ar", "en-US"). */
  readonly locale: string;
  /** An IANA time zone ("Europe/Berlin"). */
  readonly timeZone: string;
}

/** The TV's own time zone (UTC where the engine cannot say). */
export function tvTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** The app's place: the language shown (`formatLocale()`, read at every use) and the TV's time zone. */
export function appPlace(): Place {
  const timeZone = tvTimeZone();
  return {
    get locale() {
      return formatLocale();
    },
    timeZone,
  };
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A DateTimeFormat made once per locale and options: thousands of rows are formatted at once. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A time of day: "08:00" where the locale counts 24 hours, "8:00 AM" where it counts 12 (never "08:00 AM":
 * a 12-hour clock writes its hour without a leading zero).
 */
export function timeOfDay(ms: number, place: Place): string {
  const twelve = dateFormat(place.locale, { hour: 'numeric' }).resolvedOptions().hour12 === true;
  const hour = twelve ? 'numeric' : '2-digit';
  return dateFormat(place.locale, { hour, minute: '2-digit', timeZone: place.timeZone }).format(new Date(ms));
}
