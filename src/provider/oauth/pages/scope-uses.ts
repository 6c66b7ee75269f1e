/**
 * What the TV app does with each scope it asks for, said next to the scope's public words on the consent
 * page (docs/provider.md#pages), so a person can tell a scope the TV needs from one it only asks for.
 */
import { IDENTITY_SCOPES, SCOPES } from '#shared/scopes.ts';

const WHO = 'The TV shows who is signed in.';
const VIDEO = 'The TV shows your video channels.';
const CALENDAR = "The TV shows your calendar's agenda.";

export const SCOPE_USES: Readonly<Record<string, string>> = {
  [IDENTITY_SCOPES[0]]: WHO,
  [IDENTITY_SCOPES[1]]: 'The TV shows which account is signed in.',
  [IDENTITY_SCOPES[2]]: 'The TV shows your name.',
  [SCOPES.video]: VIDEO,
  [SCOPES.videoReadonly]: VIDEO,
  [SCOPES.videoForceSsl]: VIDEO,
  [SCOPES.calendar]: CALENDAR,
  [SCOPES.calendarReadonly]: CALENDAR,
  [SCOPES.calendarEvents]: CALENDAR,
  [SCOPES.calendarEventsReadonly]: CALENDAR,
  [SCOPES.fitnessActivityRead]: 'The TV shows your steps and activity.',
  [SCOPES.fitnessBodyRead]: 'The TV shows your weight and body measurements.',
  [SCOPES.fitnessHeartRateRead]: 'The TV shows your heart rate.',
  [SCOPES.fitnessLocationRead]: 'The TV shows the distance you covered.',
  [SCOPES.books]: 'The TV shows your bookshelves and the books on them.',
  [SCOPES.realtimeBidding]: 'The TV shows your bidding accounts and their creatives.',
  [SCOPES.searchAds]: 'The TV shows your search ads reports.',
};
