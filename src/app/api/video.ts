/** The video data API (v3), through the session's authorized fetch; answers are checked before use. */
import { parseChannelListResponse, type Channel } from '#shared/wire/video.ts';
import type { Session } from '../auth/session.ts';
import { ApiProblem, problemFromResponse } from './api-problem.ts';

/** The parts the channels view shows: title, handle and thumbnail; counts; the banner when there is one. */
export const CHANNEL_VIEW_PARTS = 'snippet,statistics,brandingSettings';

/** The public API's largest page. */
export const MAX_PAGE_SIZE = 50;

export interface ChannelPage {
  channels: Channel[];
  /** Present while there are more channels to ask for. */
  nextPageToken?: string;
  /** How many channels the person has in all (as the service counts them). */
  total: number;
}

/**
 * One page of the signed-in person's channels:
 * GET /video/v3/channels?part=snippet,statistics,brandingSettings&mine=true&maxResults=…[&pageToken=…].
 */
export async function listMyChannels(
  session: Session,
  apiBase: string,
  options: { pageToken?: string; maxResults?: number } = {},
): Promise<ChannelPage> {
  const params = new URLSearchParams({ part: CHANNEL_VIEW_PARTS, mine: 'true' });
  const max = Math.max(1, Math.min(MAX_PAGE_SIZE, Math.floor(options.maxResults ?? MAX_PAGE_SIZE)));
  params.set('maxResults', String(max));
  if (options.pageToken !== undefined) params.set('pageToken', options.pageToken);
  const url = `${apiBase}/video/v3/channels?${params.toString()}`;
  const response = await session.fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw await problemFromResponse(response);
  let page;
  try {
    page = parseChannelListResponse(await response.json());
  } catch {
    throw new ApiProblem('The channel list could not be understood.', 'Try again later.');
  }
  const result: ChannelPage = { channels: page.items, total: page.pageInfo.totalResults };
  // A page token that repeats the one just used would loop forever: treat it as the end.
  if (page.nextPageToken !== undefined && page.nextPageToken !== options.pageToken) {
    result.nextPageToken = page.nextPageToken;
  }
  return result;
}
