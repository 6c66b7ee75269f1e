/** What the channels tests share: a provider for the file, alice's video token, and GET with a bearer. */
import { after, before } from 'node:test';
import { Harness } from '../oauth/harness.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';
import type { ChannelListResponse } from '../../../src/shared/wire/video.ts';

/** A success or an error body; each test reads the side it expects. */
export type Body = ChannelListResponse & { error: { errors: { reason: string }[] } };

export let h: Harness;
export let token: string;

before(async () => {
  h = await Harness.start();
  // The access tests sign in with every video scope, as apps other than the TV app may.
  await h.allowEveryScope();
  token = (await h.signedIn({ scope: `openid ${SCOPES.videoReadonly}` })).access_token;
});
after(() => h.close());

export async function get(
  query: string,
  bearer: string | null = token,
): Promise<{ status: number; headers: Headers; body: Body }> {
  const res = await fetch(`${h.origin}/video/v3/channels?${query}`, {
    headers: bearer === null ? {} : { Authorization: `Bearer ${bearer}` },
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Body };
}
