/**
 * The phone pages' words in English, the source language: every other catalogue has exactly these messages
 * (catalogue.ts types them from this one; test/provider/oauth/page-words.test.ts checks them). Words are
 * written for a person holding a phone.
 */
import { html, type SafeHtml } from '../safe-html.ts';

const count = (n: number, one: string, other: string): string => `${n} ${n === 1 ? one : other}`;

export const EN = {
  brand: 'Local provider',
  // The verification page
  connectTitle: 'Connect a device',
  connectLead: 'Enter the code shown on your TV or other device.',
  codeLabel: 'Code',
  continue: 'Continue',
  yourApps: 'Your apps',
  signedInAs: (email: SafeHtml): SafeHtml => html`Signed in as ${email}`,
  signIn: 'Sign in',
  whyAccount: 'Sign in to see your apps.',
  whyAdmin: 'Sign in with an administrator account to manage accounts.',
  whyDevice: 'Sign in to continue connecting your device.',
  whyCode: (app: string, code: SafeHtml): SafeHtml => html`Sign in to connect ${app} with the code ${code}.`,
  continueWith: (name: string): string => `Continue with ${name}`,
  email: 'Email',
  password: 'Password',
  alreadyConnected: 'Already connected',
  alreadyConnectedText: (app: string): string =>
    `You already allowed ${app} on this code, in another tab or window. You can go back to your device now.`,
  theApp: 'the app',
  seeYourApps: 'See your apps',
  enterCode: 'Enter a code',
  signedOutTitle: 'You signed out',
  signedOutHeading: 'You signed out in another tab',
  signedOutText: 'Nothing was changed. Sign in again to continue connecting your device.',
  signInAgain: 'Sign in again',
  unknownCode: "That code isn't right. Check the code on your device and try again.",
  // The TV asks for a new code by itself when one expires (docs/app.md), so the person only needs the new one.
  expiredCode: 'This code has expired. Your TV shows a new code by itself: enter that one.',
  usedCode: 'That code has already been used. To connect again, start signing in again on your device.',
  tooManyCodes: (wait: string): string => `Too many wrong codes. Wait ${wait}, then try again.`,
  tooManySignIns: (wait: string): string => `Too many failed sign-ins. Wait ${wait}, then try again.`,
  accountBackOff: (wait: string): string =>
    `Too many wrong passwords for this account. Wait ${wait}, then try again.`,
  busy: (wait: string): string =>
    `Many wrong codes are being entered on this service right now, so each code waits a moment. Wait ${wait}, then press Continue again.`,
  seconds: (n: number): string => count(n, 'second', 'seconds'),
  minutes: (n: number): string => count(n, 'minute', 'minutes'),
  wrongPassword: "That email and password don't match an account.",
  noPasswords: (upstream: string): string =>
    `Passwords are not used on this service: continue with ${upstream} to sign in.`,
  accountDisabledTitle: 'Account disabled',
  accountDisabled:
    'This account has been disabled by an administrator, so it cannot sign in or connect devices. Ask your administrator to enable it again.',
  tryAgainTitle: 'Please try again',
  staleForm: 'This page was open too long. Go back, reload it and try again.',
  wentWrongTitle: 'Something went wrong',
  badForm: 'Something in that form was not right. Go back and try again.',
  codeExpiredTitle: 'Code expired',
  codeUsedTitle: 'Code already used',
  // Consent
  consentTitle: (app: string): string => `Allow ${app}?`,
  consentHeading: (app: string): string => `${app} wants to access your account`,
  provenance: (app: string, clientId: string, ago: string, network: string): string =>
    `Requested by ${app} (${clientId}) ${ago}, from network ${network}.`,
  justNow: 'just now',
  minutesAgo: (n: number): string => `${count(n, 'minute', 'minutes')} ago`,
  hoursAgo: (n: number): string => `${count(n, 'hour', 'hours')} ago`,
  unknownNetwork: 'an unknown network',
  ownDeviceWarning: 'Only continue if you started this on a device you own.',
  checkCode: (code: SafeHtml): SafeHtml => html`Check that this code matches the one on your device: ${code}`,
  orgOnlyChoice: (app: string, org: string): string =>
    `${app} can only be used with accounts of ${org}. Sign in with one of those, or don't connect.`,
  forbiddenLead: (app: string): string => `Your administrator does not allow this account to give ${app}:`,
  willAllow: (app: string): string => `This will allow ${app} to:`,
  untick: "Untick anything you don't want to share.",
  noScope: 'Tick at least one thing to allow, or choose Deny.',
  deny: 'Deny',
  allow: 'Allow',
  allowRest: 'Allow the rest',
  useAnotherAccount: 'Use another account',
  dontConnect: "Don't connect",
  notYou: (email: SafeHtml): SafeHtml => html`Not ${email}?`,
  switchAccount: 'Switch account',
  accessNotAllowedTitle: 'Access not allowed',
  orgInternal: (app: string, org: string): string =>
    `${app} can only be used with accounts of ${org}. You chose not to connect; your device will show that access was not given.`,
  adminPolicy: (app: string): string =>
    `Your administrator does not allow this account to give ${app} some of the access it asks for. You chose not to connect; your device will show that access was not given.`,
  connectedTitle: "You're connected",
  connectedText: 'You can go back to your device now. It will continue by itself in a few seconds.',
  notGivenTitle: 'Access not given',
  notGivenText: 'Your device was told you said no. You can close this page.',
  // The account page
  accountHeading: 'Apps with access to your account',
  hasAccessSince: (day: string): string => `Has access since ${day}. It can:`,
  signedInOnDevices: (n: number, day: string): string =>
    `Signed in on ${n} devices, the first since ${day}. On each it can:`,
  removeFor: (app: string): string => `Remove access for ${app}`,
  removeForAll: (app: string, n: number): string => `Remove access for ${app} on all ${n} devices`,
  noApps: 'No apps have access to your account.',
  signOutEverywhere: 'Sign out everywhere',
  signOut: 'Sign out',
  removedNotice: (app: string): string => `${app} no longer has access.`,
  signedOutEverywhereNotice:
    'You are signed out everywhere: no app or device has access, and other browsers are signed out.',
  removeTitle: 'Remove access?',
  removeOne: (app: string, day: string): string =>
    `Remove access for ${app} on the device that connected on ${day}?`,
  removeOneText: 'That device will be signed out and will need a new code to connect again.',
  removeAll: (app: string, n: number): string => `Remove access for ${app} on all ${n} devices?`,
  removeAllText: (app: string, n: number, times: string): string =>
    `Every device where ${app} is signed in as you will be signed out: the ${n} that connected on ${times}. ` +
    'Each will need a new code to connect again. To sign out only one of them, sign out on that device.',
  removeAccess: 'Remove access',
  cancel: 'Cancel',
  signOutEverywhereTitle: 'Sign out everywhere?',
  signOutEverywhereHeading: 'Sign out of every app, device and browser?',
  signOutEverywhereText: (apps: number): string =>
    apps === 0
      ? 'No app or device has access now; every other browser where you are signed in will be signed out.'
      : `${apps === 1 ? 'The app or device' : `All ${apps} apps and devices`} with access to your account ` +
        'will be signed out and will need a new code to connect again, and every other browser where you ' +
        'are signed in will be signed out. This browser stays signed in.',
  // The set-password page
  setupTitle: 'Choose your password',
  setupRule: (min: number): string =>
    `At least ${min} characters. A few ordinary words in a row are easy to remember and hard to guess; the passwords people choose most often are refused.`,
  newPassword: 'New password',
  sameAgain: 'The same again',
  setPassword: 'Set password and sign in',
  differentPasswords: 'The two passwords are different. Type the same password twice.',
  // The password rules' refusals (accounts/password-rules.ts)
  passwordTooShort: (min: number): string =>
    `Use at least ${min} characters: a few ordinary words in a row are easy to remember and hard to guess.`,
  passwordTooLong: (max: number): string => `Use at most ${max} characters.`,
  passwordIsAddress: 'That is your email address: choose something no one could guess from it.',
  passwordCommon:
    'That is one of the passwords people choose most often, so it is guessed first. Choose something less common.',
  deadLinkTitle: 'This link no longer works',
  deadLinkText: 'Links to set a password work once, for 24 hours. Ask your administrator for a new one.',
  noPasswordsTitle: 'Passwords are not used here',
  noPasswordsText: (upstream: string): string =>
    `People sign in with ${upstream} on this service, so there is no password to set.`,
  signInWith: (upstream: string): string => `Sign in with ${upstream}`,
  signInRefusedTitle: 'Sign-in refused',
  startAgain: 'Start again',
  // The refusals of a sign-in through the organization's identity provider (upstream/upstream-refusals.ts);
  // `name` is what "Continue with …" calls it, `detail` the identity provider's own words when it gave any.
  upstreamUnreachable: (name: string): string =>
    `${name} cannot be reached right now. Try again in a moment.`,
  upstreamState: (name: string): string =>
    `This answer from ${name} does not belong to a sign-in started in this browser (its state does not match), so it was refused. Start signing in again here.`,
  upstreamCancelled: (name: string, detail?: string): string =>
    `The sign-in at ${name} was cancelled or refused${detail === undefined ? '' : ` (${detail})`}. Start again if you want to sign in.`,
  upstreamCode: (name: string): string =>
    `${name} did not accept the sign-in code: it was used already or has expired. Start signing in again.`,
  upstreamAudience: (name: string): string =>
    `The ID token from ${name} was issued for another service (its audience is not this provider), so it was refused.`,
  upstreamNonce: (name: string): string =>
    `The ID token from ${name} belongs to another sign-in (its nonce does not match), so it was refused.`,
  upstreamIssuer: (name: string): string =>
    `The ID token did not come from ${name} (its issuer does not match), so it was refused.`,
  upstreamExpired: (name: string): string =>
    `The ID token from ${name} has expired or is not valid yet. Check this machine's clock, then start again.`,
  upstreamUnverifiable: (name: string, detail?: string): string =>
    `The answer from ${name} could not be checked${detail === undefined ? '' : ` (${detail})`}, so it was refused.`,
  upstreamNoEmail: (name: string): string =>
    `${name} did not say which verified email address you use, so no account here can be matched to you.`,
  upstreamNoAccount: (email?: string): string =>
    `No account here has the address ${email ?? 'you signed in with'}. Ask an administrator to add you, then sign in again.`,
};
