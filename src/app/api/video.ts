/** The video data API (v3), through the session's authorized fetch; answers are checked before use. */
import { parseChannelListResponse, type Channel } from '../../shared/wire/video.ts';
import type { Session } from '../auth/session.ts';
import { ApiProblem, problemFromResponse } from './api-problem.ts';

/** The signed-in person's channels: GET /video/v3/channels?part=snippet,statistics&mine=true. */
export async function listMyChannels(session: Session, apiBase: string): Promise<Channel[]> {
  const url = `${apiBase}/video/v3/channels?part=snippet,statistics&mine=true`;
  const response = await session.fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw await problemFromResponse(response);
  try {
    return parseChannelListResponse(await response.json()).items;
  } catch {
    throw new ApiProblem('The channel list could not be understood.', 'Try again later.');
  }
}
