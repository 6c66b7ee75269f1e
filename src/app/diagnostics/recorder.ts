/**
 * The last thing that went wrong, with a short code a person can read out or a support page can look up
 * (the codes are listed in docs/app.md#diagnostics). The API clients and the session report into it;
 * Settings' About shows it and puts it in the report.
 */
import { browserClock } from '../time/clock.ts';

export type ErrorCode =
  /** The provider could not be reached. */
  | 'E-NET'
  /** An API answered 401 after the session's one refresh. */
  | 'E-401'
  /** An API refused (403): a scope not granted, or forbidden. */
  | 'E-403'
  | 'E-404'
  /** A quota or rate limit (403 or 429 with a quota reason). */
  | 'E-429'
  /** The provider failed (5xx). */
  | 'E-5XX'
  /** Any other HTTP error. */
  | 'E-HTTP'
  /** An answer the app could not read. */
  | 'E-DATA'
  /** The session ended or its renewal was refused (access removed, signed out elsewhere). */
  | 'E-AUTH'
  /** An ID token failed verification (docs/identity.md#the-tv-side). */
  | 'E-IDT'
  /** config.json names a client the provider does not accept: for whoever installed the app. */
  | 'E-CONFIG';

export interface RecordedError {
  code: ErrorCode;
  /** What happened, in a few words, for the report (the service's own when it sent some; no token, no personal data). */
  words: string;
  /** Wall-clock ms. */
  at: number;
  /** What happened in the language shown, made when read, so About follows a change of language. */
  said: () => string;
}

export class DiagnosticsRecorder extends EventTarget {
  last: RecordedError | undefined;

  constructor(private readonly wallNow: () => number) {
    super();
  }

  record(code: ErrorCode, words: string, said: () => string = () => words): void {
    this.last = { code, words, at: this.wallNow(), said };
    this.dispatchEvent(new Event('change'));
  }
}

/** The app's one recorder. */
export const diagnostics = new DiagnosticsRecorder(() => browserClock.wallNow());
