/** What each scope lets an app do, and what the TV does with it, in German (scopes-en.ts is the source). */
import type { ScopeWords } from './catalogue.ts';

const VIDEO = 'Der Fernseher zeigt Ihre Videokanäle.';
const CALENDAR = 'Der Fernseher zeigt die Termine Ihres Kalenders.';

export const SCOPES_DE: ScopeWords = {
  does: {
    openid: 'Erkennen, dass Sie es sind: Die App erhält die Kennung Ihres Kontos',
    email: 'Ihre E-Mail-Adresse sehen',
    profile: 'Ihren Namen und die anderen Angaben Ihres Profils sehen',
    video: 'Ihr Videokonto sehen und ändern: seine Kanäle, Playlists und Abos',
    videoChannelMembershipsCreator:
      'Die Mitglieder Ihrer Kanäle sehen, ihre Stufe und seit wann sie dabei sind',
    videoForceSsl: 'Ihre Videos, Bewertungen, Kommentare und Untertitel sehen, ändern und endgültig löschen',
    videoReadonly: 'Ihr Videokonto sehen: seine Kanäle, Playlists und Abos',
    videoUpload: 'Videos hochladen und die hochgeladenen ändern',
    videoPartner: 'Die Inhalte sehen und verwalten, die Ihnen als Videopartner gehören',
    videoPartnerChannelAudit: 'Die privaten Angaben Ihres Kanals für eine Partnerprüfung sehen',
    filestoreAppdata: 'Eigene Einstellungen in Ihrem Dateispeicher ablegen, ohne dort anderes zu sehen',
    filestoreFile:
      'Die Dateien sehen, ändern, anlegen und löschen, die die App angelegt hat oder die Sie mit ihr geöffnet haben',
    calendar: 'Jeden Kalender, den Sie öffnen können, sehen, ändern, teilen und endgültig löschen',
    calendarReadonly: 'Jeden Kalender, den Sie öffnen können, mit seinen Terminen sehen',
    calendarEvents: 'Die Termine in all Ihren Kalendern sehen und ändern',
    calendarEventsReadonly: 'Die Termine in all Ihren Kalendern sehen',
    calendarSettingsReadonly: 'Ihre Kalendereinstellungen sehen, etwa Ihre Zeitzone',
    fitnessActivityRead: 'Ihre Schritte und andere Aktivitäten sehen',
    fitnessActivityWrite: 'Ihre Schritte und andere Aktivitäten sehen und ergänzen',
    fitnessBodyRead: 'Ihr Gewicht und andere Körpermaße sehen',
    fitnessBodyWrite: 'Ihr Gewicht und andere Körpermaße sehen und ergänzen',
    fitnessHeartRateRead: 'Ihre Herzfrequenz sehen',
    fitnessHeartRateWrite: 'Ihre Herzfrequenz sehen und ergänzen',
    fitnessLocationRead: 'Sehen, wo Sie unterwegs waren und wie weit',
    fitnessLocationWrite: 'Sehen, wo Sie unterwegs waren und wie weit, und es ergänzen',
    books: 'Ihre Bücherregale und die Bücher darin sehen und ändern',
    realtimeBidding: 'Ihre Echtzeitgebots-Konten und Werbemittel sehen, anlegen, ändern und löschen',
    searchAds: 'Ihre Berichte und Conversions für Suchanzeigen sehen und verwalten',
    compute: 'Ihre Rechenressourcen sehen und verwalten, etwa Maschinen und Images',
    cloudPlatform: 'Ihre Cloud-Ressourcen jeder Art sehen, ändern, einrichten und löschen',
  },
  tvUses: {
    openid: 'Der Fernseher zeigt, wer angemeldet ist.',
    email: 'Der Fernseher zeigt, welches Konto angemeldet ist.',
    profile: 'Der Fernseher zeigt Ihren Namen.',
    video: VIDEO,
    videoReadonly: VIDEO,
    videoForceSsl: VIDEO,
    calendar: CALENDAR,
    calendarReadonly: CALENDAR,
    calendarEvents: CALENDAR,
    calendarEventsReadonly: CALENDAR,
    fitnessActivityRead: 'Der Fernseher zeigt Ihre Schritte und Aktivitäten.',
    fitnessBodyRead: 'Der Fernseher zeigt Ihr Gewicht und Ihre Körpermaße.',
    fitnessHeartRateRead: 'Der Fernseher zeigt Ihre Herzfrequenz.',
    fitnessLocationRead: 'Der Fernseher zeigt die zurückgelegte Strecke.',
    books: 'Der Fernseher zeigt Ihre Bücherregale und die Bücher darin.',
    realtimeBidding: 'Der Fernseher zeigt Ihre Gebotskonten und ihre Werbemittel.',
    searchAds: 'Der Fernseher zeigt Ihre Berichte zu Suchanzeigen.',
  },
};
