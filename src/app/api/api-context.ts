/**
 * The API clients every view reads data with, one per API, made once per session by the shell and
 * provided to the views through context. Views never build a client or call fetch themselves; tests
 * provide fakes through the same context (test/app/support/api-clients.ts).
 */
import { createContext } from '@lit/context';
import type { AppConfig } from '../config/app-config.ts';
import type { Authorized } from './api-client.ts';
import { BiddingClient } from './bidding-client.ts';
import { BooksClient } from './books-client.ts';
import { CalendarClient } from './calendar-client.ts';
import { FitnessClient } from './fitness-client.ts';
import { SearchAdsClient } from './searchads-client.ts';
import { VideoClient } from './video-client.ts';

/** A client's public methods only: what a view may call, and what a fake must answer. */
export type PublicOf<T> = { [K in keyof T]: T[K] };

export interface ApiClients {
  calendar: PublicOf<CalendarClient>;
  fitness: PublicOf<FitnessClient>;
  books: PublicOf<BooksClient>;
  video: PublicOf<VideoClient>;
  bidding: PublicOf<BiddingClient>;
  searchAds: PublicOf<SearchAdsClient>;
}

export const apiContext = createContext<ApiClients>(Symbol('tv-api'));

/** The clients for one session, all at the configured API base. */
export function createApiClients(session: Authorized, config: Pick<AppConfig, 'apiBase'>): ApiClients {
  const base = config.apiBase;
  return {
    calendar: new CalendarClient(session, base),
    fitness: new FitnessClient(session, base),
    books: new BooksClient(session, base),
    video: new VideoClient(session, base),
    bidding: new BiddingClient(session, base),
    searchAds: new SearchAdsClient(session, base),
  };
}
