/**
 * What each scope lets an app do, in English, said on the consent and account pages in place of the short
 * public descriptions ("View the account."), which do not say what the app may see or change; and what the
 * TV app does with the scopes it asks for, so a person can tell a scope the TV needs from one it only asks for.
 */
import type { ScopeWords } from './catalogue.ts';

const VIDEO = 'The TV shows your video channels.';
const CALENDAR = "The TV shows your calendar's agenda.";

export const SCOPES_EN: ScopeWords = {
  does: {
    openid: 'Know it is you: it gets the id of your account',
    email: 'See your email address',
    profile: 'See your name and the other details of your profile',
    video: 'See and change your video account: its channels, playlists and subscriptions',
    videoChannelMembershipsCreator: "See your channels' members, their level and since when they are members",
    videoForceSsl: 'See, change and delete for good your videos, ratings, comments and captions',
    videoReadonly: 'See your video account: its channels, playlists and subscriptions',
    videoUpload: 'Upload videos and change the ones you uploaded',
    videoPartner: 'See and manage the content you own as a video partner',
    videoPartnerChannelAudit: "See your channel's private details for a partner audit",
    filestoreAppdata: 'Keep its own settings in your file storage, seeing nothing else there',
    filestoreFile: 'See, change, create and delete the files it made or that you opened with it',
    calendar: 'See, change, share and delete for good every calendar you can open',
    calendarReadonly: 'See every calendar you can open, and its events',
    calendarEvents: 'See and change the events in all your calendars',
    calendarEventsReadonly: 'See the events in all your calendars',
    calendarSettingsReadonly: 'See your calendar settings, such as your time zone',
    fitnessActivityRead: 'See your steps and other activity',
    fitnessActivityWrite: 'See your steps and other activity, and add to them',
    fitnessBodyRead: 'See your weight and other body measurements',
    fitnessBodyWrite: 'See your weight and other body measurements, and add to them',
    fitnessHeartRateRead: 'See your heart rate',
    fitnessHeartRateWrite: 'See your heart rate, and add to it',
    fitnessLocationRead: 'See where you went and how far',
    fitnessLocationWrite: 'See where you went and how far, and add to it',
    books: 'See and change your bookshelves and the books on them',
    realtimeBidding: 'See, create, change and delete your real-time bidding accounts and creatives',
    searchAds: 'See and manage your search ads reports and conversions',
    compute: 'See and manage your compute resources, such as machines and images',
    cloudPlatform: 'See, change, set up and delete your cloud resources of every kind',
  },
  tvUses: {
    openid: 'The TV shows who is signed in.',
    email: 'The TV shows which account is signed in.',
    profile: 'The TV shows your name.',
    video: VIDEO,
    videoReadonly: VIDEO,
    videoForceSsl: VIDEO,
    calendar: CALENDAR,
    calendarReadonly: CALENDAR,
    calendarEvents: CALENDAR,
    calendarEventsReadonly: CALENDAR,
    fitnessActivityRead: 'The TV shows your steps and activity.',
    fitnessBodyRead: 'The TV shows your weight and body measurements.',
    fitnessHeartRateRead: 'The TV shows your heart rate.',
    fitnessLocationRead: 'The TV shows the distance you covered.',
    books: 'The TV shows your bookshelves and the books on them.',
    realtimeBidding: 'The TV shows your bidding accounts and their creatives.',
    searchAds: 'The TV shows your search ads reports.',
  },
};
