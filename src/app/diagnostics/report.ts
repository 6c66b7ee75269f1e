/**
 * What About shows and "Send a report" puts in its QR code: plain text, a few hundred bytes at most so
 * the symbol stays small enough to scan from a sofa, and nothing personal (no address, no token).
 */
import type { RecordedError } from './recorder.ts';

export interface AboutFacts {
  version: string;
  build: string;
  platform: string;
  engine: string;
  provider: string;
  online: boolean;
  accounts: number;
  lastError: RecordedError | undefined;
}

/** The longest error words a report carries. */
const MAX_WORDS = 80;

/** What a line about an error holds: its code, its UTC time (hh:mm:ss) and its words, cut to a length. */
export function errorParts(error: RecordedError): { code: string; time: string; words: string } {
  const time = new Date(error.at).toISOString().slice(11, 19);
  const words = error.words.length > MAX_WORDS ? `${error.words.slice(0, MAX_WORDS - 1)}…` : error.words;
  return { code: error.code, time, words };
}

/** The error as the report's line, in English: code, UTC time, words. */
export function errorLine(error: RecordedError | undefined): string {
  if (!error) return 'none';
  const { code, time, words } = errorParts(error);
  return `${code} at ${time} UTC: ${words}`;
}

export function reportText(facts: AboutFacts): string {
  return [
    `TV app ${facts.version} (build ${facts.build})`,
    `Platform: ${facts.platform}, ${facts.engine}`,
    `Provider: ${facts.provider}`,
    `Network: ${facts.online ? 'online' : 'offline'}`,
    `Accounts: ${String(facts.accounts)}`,
    `Last error: ${errorLine(facts.lastError)}`,
  ].join('\n');
}
