/**
 * Every counted phrase of the app, one function each: the form comes from `Intl.PluralRules` for the
 * chosen language (i18n/plural.ts). Each form is its own message, so the Arabic catalogue holds all six and
 * the English and German ones use `one` and `other`; the rest repeat `other` in English.
 */
import { msg, str } from '@lit/localize';
import { plural } from './plural.ts';
/** "48.2K subscribers": `shown` is the count as written (compact). */
export const subscribersWords = (count: number, shown: string): string =>
  plural(count, {
    zero: msg(str`${shown} subscribers`, { id: 'subscribers.zero' }),
    one: msg(str`${shown} subscriber`, { id: 'subscribers.one' }),
    two: msg(str`${shown} subscribers`, { id: 'subscribers.two' }),
    few: msg(str`${shown} subscribers`, { id: 'subscribers.few' }),
    many: msg(str`${shown} subscribers`, { id: 'subscribers.many' }),
    other: msg(str`${shown} subscribers`, { id: 'subscribers.other' }),
  });

/** "1.3M views". */
export const viewsWords = (count: number, shown: string): string =>
  plural(count, {
    zero: msg(str`${shown} views`, { id: 'views.zero' }),
    one: msg(str`${shown} view`, { id: 'views.one' }),
    two: msg(str`${shown} views`, { id: 'views.two' }),
    few: msg(str`${shown} views`, { id: 'views.few' }),
    many: msg(str`${shown} views`, { id: 'views.many' }),
    other: msg(str`${shown} views`, { id: 'views.other' }),
  });

/** "142 videos". */
export const videosWords = (count: number, shown: string): string =>
  plural(count, {
    zero: msg(str`${shown} videos`, { id: 'videos.zero' }),
    one: msg(str`${shown} video`, { id: 'videos.one' }),
    two: msg(str`${shown} videos`, { id: 'videos.two' }),
    few: msg(str`${shown} videos`, { id: 'videos.few' }),
    many: msg(str`${shown} videos`, { id: 'videos.many' }),
    other: msg(str`${shown} videos`, { id: 'videos.other' }),
  });

/** The channel list's heading: "12 channels · OK for details". */
export const channelsWords = (count: number, shown: string): string =>
  plural(count, {
    zero: msg(str`${shown} channels · OK for details`, { id: 'channels.zero' }),
    one: msg(str`${shown} channel · OK for details`, { id: 'channels.one' }),
    two: msg(str`${shown} channels · OK for details`, { id: 'channels.two' }),
    few: msg(str`${shown} channels · OK for details`, { id: 'channels.few' }),
    many: msg(str`${shown} channels · OK for details`, { id: 'channels.many' }),
    other: msg(str`${shown} channels · OK for details`, { id: 'channels.other' }),
  });

/** The unit after a number of steps. */
export const stepsUnit = (count: number): string =>
  plural(count, {
    zero: msg('steps', { id: 'steps.zero' }),
    one: msg('step', { id: 'steps.one' }),
    two: msg('steps', { id: 'steps.two' }),
    few: msg('steps', { id: 'steps.few' }),
    many: msg('steps', { id: 'steps.many' }),
    other: msg('steps', { id: 'steps.other' }),
  });

/** The unit after a number of conversions. */
export const conversionsUnit = (count: number): string =>
  plural(count, {
    zero: msg('conversions', { id: 'conversions.zero' }),
    one: msg('conversion', { id: 'conversions.one' }),
    two: msg('conversions', { id: 'conversions.two' }),
    few: msg('conversions', { id: 'conversions.few' }),
    many: msg('conversions', { id: 'conversions.many' }),
    other: msg('conversions', { id: 'conversions.other' }),
  });

/** "2 calendars are hidden." */
export const hiddenCalendarsWords = (count: number, shown: string): string =>
  plural(count, {
    zero: msg(str`${shown} calendars are hidden.`, { id: 'hiddenCalendars.zero' }),
    one: msg(str`${shown} calendar is hidden.`, { id: 'hiddenCalendars.one' }),
    two: msg(str`${shown} calendars are hidden.`, { id: 'hiddenCalendars.two' }),
    few: msg(str`${shown} calendars are hidden.`, { id: 'hiddenCalendars.few' }),
    many: msg(str`${shown} calendars are hidden.`, { id: 'hiddenCalendars.many' }),
    other: msg(str`${shown} calendars are hidden.`, { id: 'hiddenCalendars.other' }),
  });

/** "3 guests". */
export const guestsWords = (count: number, shown: string): string =>
  plural(count, {
    zero: msg(str`${shown} guests`, { id: 'guests.zero' }),
    one: msg(str`${shown} guest`, { id: 'guests.one' }),
    two: msg(str`${shown} guests`, { id: 'guests.two' }),
    few: msg(str`${shown} guests`, { id: 'guests.few' }),
    many: msg(str`${shown} guests`, { id: 'guests.many' }),
    other: msg(str`${shown} guests`, { id: 'guests.other' }),
  });

/** A shelf's count: "12 books". */
export const booksWords = (count: number, shown: string): string =>
  plural(count, {
    zero: msg(str`${shown} books`, { id: 'books.zero' }),
    one: msg(str`${shown} book`, { id: 'books.one' }),
    two: msg(str`${shown} books`, { id: 'books.two' }),
    few: msg(str`${shown} books`, { id: 'books.few' }),
    many: msg(str`${shown} books`, { id: 'books.many' }),
    other: msg(str`${shown} books`, { id: 'books.other' }),
  });

/** A volume's length: "231 pages". */
export const pagesWords = (count: number, shown: string): string =>
  plural(count, {
    zero: msg(str`${shown} pages`, { id: 'pages.zero' }),
    one: msg(str`${shown} page`, { id: 'pages.one' }),
    two: msg(str`${shown} pages`, { id: 'pages.two' }),
    few: msg(str`${shown} pages`, { id: 'pages.few' }),
    many: msg(str`${shown} pages`, { id: 'pages.many' }),
    other: msg(str`${shown} pages`, { id: 'pages.other' }),
  });

/** "4 books match." */
export const booksMatchWords = (count: number, shown: string): string =>
  plural(count, {
    zero: msg(str`${shown} books match.`, { id: 'booksMatch.zero' }),
    one: msg(str`${shown} book matches.`, { id: 'booksMatch.one' }),
    two: msg(str`${shown} books match.`, { id: 'booksMatch.two' }),
    few: msg(str`${shown} books match.`, { id: 'booksMatch.few' }),
    many: msg(str`${shown} books match.`, { id: 'booksMatch.many' }),
    other: msg(str`${shown} books match.`, { id: 'booksMatch.other' }),
  });

/** "120 books match; the first 40 are shown." */
export const booksMatchFirstWords = (count: number, shown: string, first: string): string =>
  plural(count, {
    zero: msg(str`${shown} books match; the first ${first} are shown.`, { id: 'booksMatchFirst.zero' }),
    one: msg(str`${shown} book matches; the first ${first} are shown.`, { id: 'booksMatchFirst.one' }),
    two: msg(str`${shown} books match; the first ${first} are shown.`, { id: 'booksMatchFirst.two' }),
    few: msg(str`${shown} books match; the first ${first} are shown.`, { id: 'booksMatchFirst.few' }),
    many: msg(str`${shown} books match; the first ${first} are shown.`, { id: 'booksMatchFirst.many' }),
    other: msg(str`${shown} books match; the first ${first} are shown.`, { id: 'booksMatchFirst.other' }),
  });

/** An empty agenda: "Nothing planned in the next 4 weeks." */
export const weeksAheadWords = (count: number, shown: string): string =>
  plural(count, {
    zero: msg(str`Nothing planned in the next ${shown} weeks.`, { id: 'weeksAhead.zero' }),
    one: msg(str`Nothing planned in the next ${shown} week.`, { id: 'weeksAhead.one' }),
    two: msg(str`Nothing planned in the next ${shown} weeks.`, { id: 'weeksAhead.two' }),
    few: msg(str`Nothing planned in the next ${shown} weeks.`, { id: 'weeksAhead.few' }),
    many: msg(str`Nothing planned in the next ${shown} weeks.`, { id: 'weeksAhead.many' }),
    other: msg(str`Nothing planned in the next ${shown} weeks.`, { id: 'weeksAhead.other' }),
  });

/** A range of the fitness chart: "30 days". */
export const daysWords = (count: number, shown: string): string =>
  plural(count, {
    zero: msg(str`${shown} days`, { id: 'days.zero' }),
    one: msg(str`${shown} day`, { id: 'days.one' }),
    two: msg(str`${shown} days`, { id: 'days.two' }),
    few: msg(str`${shown} days`, { id: 'days.few' }),
    many: msg(str`${shown} days`, { id: 'days.many' }),
    other: msg(str`${shown} days`, { id: 'days.other' }),
  });

/** The fitness chart's caption: "Steps by day, last 30 days". */
export const byDayCaption = (what: string, count: number, shown: string): string =>
  plural(count, {
    zero: msg(str`${what} by day, last ${shown} days`, { id: 'byDayLast.zero' }),
    one: msg(str`${what} by day, last ${shown} day`, { id: 'byDayLast.one' }),
    two: msg(str`${what} by day, last ${shown} days`, { id: 'byDayLast.two' }),
    few: msg(str`${what} by day, last ${shown} days`, { id: 'byDayLast.few' }),
    many: msg(str`${what} by day, last ${shown} days`, { id: 'byDayLast.many' }),
    other: msg(str`${what} by day, last ${shown} days`, { id: 'byDayLast.other' }),
  });

/** The ads board's conversions heading: "Conversions, last 7 days". */
export const conversionsLastWords = (count: number, shown: string): string =>
  plural(count, {
    zero: msg(str`Conversions, last ${shown} days`, { id: 'conversionsLast.zero' }),
    one: msg(str`Conversions, last ${shown} day`, { id: 'conversionsLast.one' }),
    two: msg(str`Conversions, last ${shown} days`, { id: 'conversionsLast.two' }),
    few: msg(str`Conversions, last ${shown} days`, { id: 'conversionsLast.few' }),
    many: msg(str`Conversions, last ${shown} days`, { id: 'conversionsLast.many' }),
    other: msg(str`Conversions, last ${shown} days`, { id: 'conversionsLast.other' }),
  });

/** The conversions chart's caption: "Conversions per day, last 7 days". */
export const conversionsCaption = (count: number, shown: string): string =>
  plural(count, {
    zero: msg(str`Conversions per day, last ${shown} days`, { id: 'conversionsPerDay.zero' }),
    one: msg(str`Conversions per day, last ${shown} day`, { id: 'conversionsPerDay.one' }),
    two: msg(str`Conversions per day, last ${shown} days`, { id: 'conversionsPerDay.two' }),
    few: msg(str`Conversions per day, last ${shown} days`, { id: 'conversionsPerDay.few' }),
    many: msg(str`Conversions per day, last ${shown} days`, { id: 'conversionsPerDay.many' }),
    other: msg(str`Conversions per day, last ${shown} days`, { id: 'conversionsPerDay.other' }),
  });
