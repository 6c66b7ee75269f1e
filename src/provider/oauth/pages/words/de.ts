/** The phone pages' words in German (en.ts is the source; the formal "Sie", as the TV app's German). */
import { html, type SafeHtml } from '../safe-html.ts';
import type { Words } from './catalogue.ts';

const count = (n: number, one: string, other: string): string => `${n} ${n === 1 ? one : other}`;

export const DE: Words = {
  brand: 'Lokaler Anbieter',
  connectTitle: 'Gerät verbinden',
  connectLead: 'Geben Sie den Code ein, der auf Ihrem Fernseher oder anderen Gerät angezeigt wird.',
  codeLabel: 'Code',
  continue: 'Weiter',
  yourApps: 'Ihre Apps',
  signedInAs: (email: SafeHtml): SafeHtml => html`Angemeldet als ${email}`,
  signIn: 'Anmelden',
  whyAccount: 'Melden Sie sich an, um Ihre Apps zu sehen.',
  whyAdmin: 'Melden Sie sich mit einem Administratorkonto an, um Konten zu verwalten.',
  whyDevice: 'Melden Sie sich an, um Ihr Gerät weiter zu verbinden.',
  whyCode: (app: string, code: SafeHtml): SafeHtml =>
    html`Melden Sie sich an, um ${app} mit dem Code ${code} zu verbinden.`,
  continueWith: (name: string): string => `Weiter mit ${name}`,
  email: 'E-Mail',
  password: 'Passwort',
  alreadyConnected: 'Bereits verbunden',
  alreadyConnectedText: (app: string): string =>
    `Sie haben ${app} diesen Code bereits in einem anderen Tab oder Fenster erlaubt. Sie können jetzt zu Ihrem Gerät zurückkehren.`,
  theApp: 'der App',
  seeYourApps: 'Ihre Apps ansehen',
  enterCode: 'Code eingeben',
  signedOutTitle: 'Sie haben sich abgemeldet',
  signedOutHeading: 'Sie haben sich in einem anderen Tab abgemeldet',
  signedOutText: 'Nichts wurde geändert. Melden Sie sich wieder an, um Ihr Gerät weiter zu verbinden.',
  signInAgain: 'Wieder anmelden',
  unknownCode: 'Dieser Code stimmt nicht. Prüfen Sie den Code auf Ihrem Gerät und versuchen Sie es erneut.',
  expiredCode:
    'Dieser Code ist abgelaufen. Ihr Fernseher zeigt von selbst einen neuen Code an: Geben Sie diesen ein.',
  usedCode:
    'Dieser Code wurde bereits verwendet. Um erneut zu verbinden, starten Sie die Anmeldung auf Ihrem Gerät neu.',
  tooManyCodes: (wait: string): string =>
    `Zu viele falsche Codes. Warten Sie ${wait} und versuchen Sie es dann erneut.`,
  tooManySignIns: (wait: string): string =>
    `Zu viele fehlgeschlagene Anmeldungen. Warten Sie ${wait} und versuchen Sie es dann erneut.`,
  accountBackOff: (wait: string): string =>
    `Zu viele falsche Passwörter für dieses Konto. Warten Sie ${wait} und versuchen Sie es dann erneut.`,
  busy: (wait: string): string =>
    `Gerade werden bei diesem Dienst viele falsche Codes eingegeben, daher wartet jeder Code einen Moment. Warten Sie ${wait} und tippen Sie dann erneut auf Weiter.`,
  seconds: (n: number): string => count(n, 'Sekunde', 'Sekunden'),
  minutes: (n: number): string => count(n, 'Minute', 'Minuten'),
  wrongPassword: 'Diese E-Mail-Adresse und dieses Passwort passen zu keinem Konto.',
  noPasswords: (upstream: string): string =>
    `Passwörter werden bei diesem Dienst nicht verwendet: Melden Sie sich über ${upstream} an.`,
  accountDisabledTitle: 'Konto deaktiviert',
  accountDisabled:
    'Dieses Konto wurde von einem Administrator deaktiviert und kann sich weder anmelden noch Geräte verbinden. Bitten Sie Ihren Administrator, es wieder zu aktivieren.',
  tryAgainTitle: 'Bitte erneut versuchen',
  staleForm:
    'Diese Seite war zu lange geöffnet. Gehen Sie zurück, laden Sie sie neu und versuchen Sie es erneut.',
  wentWrongTitle: 'Etwas ist schiefgelaufen',
  badForm: 'In diesem Formular stimmte etwas nicht. Gehen Sie zurück und versuchen Sie es erneut.',
  codeExpiredTitle: 'Code abgelaufen',
  codeUsedTitle: 'Code bereits verwendet',
  consentTitle: (app: string): string => `${app} erlauben?`,
  consentHeading: (app: string): string => `${app} möchte auf Ihr Konto zugreifen`,
  provenance: (app: string, clientId: string, ago: string, network: string): string =>
    `Angefordert von ${app} (${clientId}) ${ago} aus dem Netz ${network}.`,
  justNow: 'gerade eben',
  minutesAgo: (n: number): string => `vor ${count(n, 'Minute', 'Minuten')}`,
  hoursAgo: (n: number): string => `vor ${count(n, 'Stunde', 'Stunden')}`,
  unknownNetwork: 'einem unbekannten Netz',
  ownDeviceWarning: 'Fahren Sie nur fort, wenn Sie dies auf einem eigenen Gerät begonnen haben.',
  checkCode: (code: SafeHtml): SafeHtml =>
    html`Prüfen Sie, ob dieser Code mit dem auf Ihrem Gerät übereinstimmt: ${code}`,
  orgOnlyChoice: (app: string, org: string): string =>
    `${app} kann nur mit Konten von ${org} verwendet werden. Melden Sie sich mit einem solchen an oder verbinden Sie nicht.`,
  forbiddenLead: (app: string): string =>
    `Ihr Administrator erlaubt diesem Konto nicht, ${app} Folgendes zu geben:`,
  willAllow: (app: string): string => `Damit darf ${app}:`,
  untick: 'Entfernen Sie den Haken bei allem, was Sie nicht teilen möchten.',
  noScope: 'Setzen Sie bei mindestens einer Sache einen Haken, oder wählen Sie Ablehnen.',
  deny: 'Ablehnen',
  allow: 'Erlauben',
  allowRest: 'Den Rest erlauben',
  useAnotherAccount: 'Anderes Konto verwenden',
  dontConnect: 'Nicht verbinden',
  notYou: (email: SafeHtml): SafeHtml => html`Nicht ${email}?`,
  switchAccount: 'Konto wechseln',
  accessNotAllowedTitle: 'Zugriff nicht erlaubt',
  orgInternal: (app: string, org: string): string =>
    `${app} kann nur mit Konten von ${org} verwendet werden. Sie haben sich entschieden, nicht zu verbinden; Ihr Gerät zeigt an, dass kein Zugriff gegeben wurde.`,
  adminPolicy: (app: string): string =>
    `Ihr Administrator erlaubt diesem Konto nicht, ${app} einen Teil des erbetenen Zugriffs zu geben. Sie haben sich entschieden, nicht zu verbinden; Ihr Gerät zeigt an, dass kein Zugriff gegeben wurde.`,
  connectedTitle: 'Sie sind verbunden',
  connectedText:
    'Sie können jetzt zu Ihrem Gerät zurückkehren. Es macht in wenigen Sekunden von selbst weiter.',
  notGivenTitle: 'Kein Zugriff gegeben',
  notGivenText: 'Ihr Gerät hat erfahren, dass Sie abgelehnt haben. Sie können diese Seite schließen.',
  accountHeading: 'Apps mit Zugriff auf Ihr Konto',
  hasAccessSince: (day: string): string => `Hat Zugriff seit ${day}. Sie darf:`,
  signedInOnDevices: (n: number, day: string): string =>
    `Auf ${n} Geräten angemeldet, auf dem ersten seit ${day}. Auf jedem darf sie:`,
  removeFor: (app: string): string => `Zugriff für ${app} entfernen`,
  removeForAll: (app: string, n: number): string => `Zugriff für ${app} auf allen ${n} Geräten entfernen`,
  noApps: 'Keine App hat Zugriff auf Ihr Konto.',
  signOutEverywhere: 'Überall abmelden',
  signOut: 'Abmelden',
  removedNotice: (app: string): string => `${app} hat keinen Zugriff mehr.`,
  signedOutEverywhereNotice:
    'Sie sind überall abgemeldet: Keine App und kein Gerät hat Zugriff, und andere Browser sind abgemeldet.',
  removeTitle: 'Zugriff entfernen?',
  removeOne: (app: string, day: string): string =>
    `Zugriff für ${app} auf dem Gerät entfernen, das sich am ${day} verbunden hat?`,
  removeOneText: 'Dieses Gerät wird abgemeldet und braucht einen neuen Code, um sich wieder zu verbinden.',
  removeAll: (app: string, n: number): string => `Zugriff für ${app} auf allen ${n} Geräten entfernen?`,
  removeAllText: (app: string, n: number, times: string): string =>
    `Jedes Gerät, auf dem ${app} mit Ihrem Konto angemeldet ist, wird abgemeldet: die ${n}, die sich am ${times} verbunden haben. ` +
    'Jedes braucht einen neuen Code, um sich wieder zu verbinden. Um nur eines davon abzumelden, melden Sie sich auf diesem Gerät ab.',
  removeAccess: 'Zugriff entfernen',
  cancel: 'Abbrechen',
  signOutEverywhereTitle: 'Überall abmelden?',
  signOutEverywhereHeading: 'Von jeder App, jedem Gerät und jedem Browser abmelden?',
  signOutEverywhereText: (apps: number): string =>
    apps === 0
      ? 'Gerade hat keine App und kein Gerät Zugriff; jeder andere Browser, in dem Sie angemeldet sind, wird abgemeldet.'
      : `${apps === 1 ? 'Die App oder das Gerät' : `Alle ${apps} Apps und Geräte`} mit Zugriff auf Ihr Konto ` +
        `${apps === 1 ? 'wird' : 'werden'} abgemeldet und brauchen einen neuen Code, um sich wieder zu verbinden, ` +
        'und jeder andere Browser, in dem Sie angemeldet sind, wird abgemeldet. Dieser Browser bleibt angemeldet.',
  setupTitle: 'Wählen Sie Ihr Passwort',
  setupRule: (min: number): string =>
    `Mindestens ${min} Zeichen. Ein paar gewöhnliche Wörter hintereinander sind leicht zu merken und schwer zu erraten; die am häufigsten gewählten Passwörter werden abgelehnt.`,
  newPassword: 'Neues Passwort',
  sameAgain: 'Noch einmal dasselbe',
  setPassword: 'Passwort festlegen und anmelden',
  differentPasswords: 'Die beiden Passwörter sind verschieden. Geben Sie zweimal dasselbe Passwort ein.',
  passwordTooShort: (min: number): string =>
    `Verwenden Sie mindestens ${min} Zeichen: Ein paar gewöhnliche Wörter hintereinander sind leicht zu merken und schwer zu erraten.`,
  passwordTooLong: (max: number): string => `Verwenden Sie höchstens ${max} Zeichen.`,
  passwordIsAddress: 'Das ist Ihre E-Mail-Adresse: Wählen Sie etwas, das niemand daraus erraten könnte.',
  passwordCommon:
    'Das ist eines der Passwörter, die am häufigsten gewählt werden, daher wird es zuerst erraten. Wählen Sie etwas weniger Gewöhnliches.',
  deadLinkTitle: 'Dieser Link funktioniert nicht mehr',
  deadLinkText:
    'Links zum Festlegen eines Passworts funktionieren einmal, 24 Stunden lang. Bitten Sie Ihren Administrator um einen neuen.',
  noPasswordsTitle: 'Hier werden keine Passwörter verwendet',
  noPasswordsText: (upstream: string): string =>
    `Bei diesem Dienst meldet man sich über ${upstream} an, daher gibt es kein Passwort festzulegen.`,
  signInWith: (upstream: string): string => `Über ${upstream} anmelden`,
  signInRefusedTitle: 'Anmeldung abgelehnt',
  startAgain: 'Neu beginnen',
  upstreamUnreachable: (name: string): string =>
    `${name} ist gerade nicht erreichbar. Versuchen Sie es gleich noch einmal.`,
  upstreamState: (name: string): string =>
    `Diese Antwort von ${name} gehört zu keiner Anmeldung, die in diesem Browser begonnen wurde (ihr state stimmt nicht überein), daher wurde sie abgelehnt. Beginnen Sie die Anmeldung hier neu.`,
  upstreamCancelled: (name: string, detail?: string): string =>
    `Die Anmeldung bei ${name} wurde abgebrochen oder abgelehnt${detail === undefined ? '' : ` (${detail})`}. Beginnen Sie neu, wenn Sie sich anmelden möchten.`,
  upstreamCode: (name: string): string =>
    `${name} hat den Anmeldecode nicht angenommen: Er wurde bereits verwendet oder ist abgelaufen. Beginnen Sie die Anmeldung neu.`,
  upstreamAudience: (name: string): string =>
    `Das ID-Token von ${name} wurde für einen anderen Dienst ausgestellt (seine Zielgruppe ist nicht dieser Anbieter), daher wurde es abgelehnt.`,
  upstreamNonce: (name: string): string =>
    `Das ID-Token von ${name} gehört zu einer anderen Anmeldung (seine Nonce stimmt nicht überein), daher wurde es abgelehnt.`,
  upstreamIssuer: (name: string): string =>
    `Das ID-Token stammt nicht von ${name} (sein Aussteller stimmt nicht überein), daher wurde es abgelehnt.`,
  upstreamExpired: (name: string): string =>
    `Das ID-Token von ${name} ist abgelaufen oder noch nicht gültig. Prüfen Sie die Uhr dieses Rechners und beginnen Sie dann neu.`,
  upstreamUnverifiable: (name: string, detail?: string): string =>
    `Die Antwort von ${name} konnte nicht geprüft werden${detail === undefined ? '' : ` (${detail})`}, daher wurde sie abgelehnt.`,
  upstreamNoEmail: (name: string): string =>
    `${name} hat nicht mitgeteilt, welche bestätigte E-Mail-Adresse Sie verwenden, daher kann Ihnen hier kein Konto zugeordnet werden.`,
  upstreamNoAccount: (email?: string): string =>
    `Kein Konto hier hat die Adresse ${email ?? 'mit der Sie sich angemeldet haben'}. Bitten Sie einen Administrator, Sie hinzuzufügen, und melden Sie sich dann erneut an.`,
};
