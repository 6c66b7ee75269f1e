/**
 * Scope identifiers known to the local provider, with the words a consent screen shows for each.
 * Shared by the app and the provider; imports nothing.
 *
 * Identifiers have the form `{scope_base}/auth/<name>`, as the public identity provider names its scopes
 * (docs/provider.md#addresses-and-the-scope-prefix), except the identity scopes.
 */
export const SCOPE_BASE = 'https://api.example.com';

/** Builds `{scope_base}/auth/<name>`. */
export const scope = (name: string): string => `${SCOPE_BASE}/auth/${name}`;

export const IDENTITY_SCOPES = ['openid', 'email', 'profile'] as const;

export const SCOPES = {
  // the public video data API v3 scopes
  video: scope('video'),
  videoChannelMembershipsCreator: scope('video.channel-memberships.creator'),
  videoForceSsl: scope('video.force-ssl'),
  videoReadonly: scope('video.readonly'),
  videoUpload: scope('video.upload'),
  videoPartner: scope('videopartner'),
  videoPartnerChannelAudit: scope('videopartner-channel-audit'),
  // file storage scopes, from the public device-flow guide's list of allowed scopes
  filestoreAppdata: scope('filestore.appdata'),
  filestoreFile: scope('filestore.file'),
  // named after the scopes of the public Calendar API v3, Fitness REST API v1 and Books API v1
  calendar: scope('calendar'),
  calendarReadonly: scope('calendar.readonly'),
  calendarEvents: scope('calendar.events'),
  calendarEventsReadonly: scope('calendar.events.readonly'),
  calendarSettingsReadonly: scope('calendar.settings.readonly'),
  fitnessActivityRead: scope('fitness.activity.read'),
  fitnessActivityWrite: scope('fitness.activity.write'),
  fitnessBodyRead: scope('fitness.body.read'),
  fitnessBodyWrite: scope('fitness.body.write'),
  fitnessHeartRateRead: scope('fitness.heart_rate.read'),
  fitnessHeartRateWrite: scope('fitness.heart_rate.write'),
  fitnessLocationRead: scope('fitness.location.read'),
  fitnessLocationWrite: scope('fitness.location.write'),
  books: scope('books'),
  // named after the public Real-time Bidding API v1
  realtimeBidding: scope('realtime-bidding'),
  // named after the public Search Ads 360 API v2 (docs/searchads.md)
  searchAds: scope('searchads'),
  // named after the public Compute Engine API v1: either one lets a request through (docs/compute.md)
  compute: scope('compute'),
  cloudPlatform: scope('cloud-platform'),
} as const;

/** What a person is told each scope grants (the public video data API's words for its scopes). */
export const SCOPE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  openid: 'Associate you with your personal info',
  email: 'See your primary email address',
  profile: 'See your personal info, including any personal info you have made publicly available',
  [SCOPES.video]: 'Manage the account.',
  [SCOPES.videoChannelMembershipsCreator]:
    'View current, active channel members, their level and the time they became members.',
  [SCOPES.videoForceSsl]: 'View, edit and permanently delete videos, ratings, comments and captions.',
  [SCOPES.videoReadonly]: 'View the account.',
  [SCOPES.videoUpload]: 'Manage videos.',
  [SCOPES.videoPartner]: 'View and manage assets and associated content.',
  [SCOPES.videoPartnerChannelAudit]: 'View private channel information relevant during a partner audit.',
  [SCOPES.filestoreAppdata]: "See, create and delete the app's own configuration data in your file storage",
  [SCOPES.filestoreFile]: 'See, edit, create and delete only the files this app uses',
  [SCOPES.calendar]: 'See, edit, share and permanently delete all the calendars you can access',
  [SCOPES.calendarReadonly]: 'See and download any calendar you can access',
  [SCOPES.calendarEvents]: 'View and edit events on all your calendars',
  [SCOPES.calendarEventsReadonly]: 'View events on all your calendars',
  [SCOPES.calendarSettingsReadonly]: 'View your calendar settings',
  [SCOPES.fitnessActivityRead]: 'See your physical activity data',
  [SCOPES.fitnessActivityWrite]: 'See and add to your physical activity data',
  [SCOPES.fitnessBodyRead]: 'See info about your body measurements',
  [SCOPES.fitnessBodyWrite]: 'See and add info about your body measurements',
  [SCOPES.fitnessHeartRateRead]: 'See your heart rate data',
  [SCOPES.fitnessHeartRateWrite]: 'See and add to your heart rate data',
  [SCOPES.fitnessLocationRead]: 'See your location data',
  [SCOPES.fitnessLocationWrite]: 'See and add to your location data',
  [SCOPES.books]: 'Manage your books',
  [SCOPES.realtimeBidding]: 'See, create, edit, and delete your real-time bidding accounts',
  [SCOPES.searchAds]: 'View and manage your advertising data in the search-ads product',
  [SCOPES.compute]: 'View and manage your compute resources',
  [SCOPES.cloudPlatform]: 'See, edit, configure and delete your cloud resources of every kind',
};

/** Every scope identifier the provider knows, in full (discovery's `scopes_supported`). */
export const ALL_SCOPES: readonly string[] = [...IDENTITY_SCOPES, ...Object.values(SCOPES)];

/** Scopes the public device-flow guide allows for this grant (enforced with PROVIDER_STRICT_SCOPES=1). */
export const DEVICE_FLOW_SCOPES: readonly string[] = [
  ...IDENTITY_SCOPES,
  SCOPES.filestoreAppdata,
  SCOPES.filestoreFile,
  SCOPES.video,
  SCOPES.videoReadonly,
];

/** Splits a space-delimited scope string (RFC 6749 §3.3: space-delimited, case-sensitive). */
export function parseScopeString(value: string): string[] {
  return value.split(' ').filter((part) => part.length > 0);
}
