/**
 * The demo channels of the README: alice's three, bob's one, one that belongs to no demo person, and the two
 * of the demo content owner, Harbour Records, which the demo service account manages.
 */
import { DEMO_SERVICE_CLIENT_ID, demoPeople } from '../../demo-people.ts';
import type { ModuleContext } from '../../module.ts';
import type { ChannelRow, ChannelStore } from './store/channel-store.ts';
import type { ContentOwner, ContentOwnerStore } from './store/content-owner-store.ts';

type Seed = Omit<ChannelRow, 'owner_user_id' | 'hidden_subscriber_count' | 'content_owner_id'> & {
  owner: 'alice' | 'bob' | null;
  content_owner_id?: string;
};

/** A record label's account: its channels belong to no person, and a service account acts for it. */
export const DEMO_CONTENT_OWNER: ContentOwner = { id: 'harbour-records', displayName: 'Harbour Records' };

const SEED: readonly Seed[] = [
  {
    id: 'UCa1iceTrave1sK7mQ2pX9wZ',
    owner: 'alice',
    handle: 'alicetravels',
    title: 'Alice Travels',
    description: 'Slow journeys by train and ferry, one country a month.',
    published_at: '2019-03-14T09:26:53Z',
    view_count: 1284530,
    subscriber_count: 48200,
    video_count: 142,
    country: 'GB',
    keywords: 'travel trains "slow travel"',
  },
  {
    id: 'UCa1iceCooksR4nV8tB3hJ6d',
    owner: 'alice',
    handle: 'alicecooks',
    title: 'Alice Cooks at Home',
    description: 'Weeknight dinners in thirty minutes, with what is already in the cupboard.',
    published_at: '2020-11-02T18:04:11Z',
    view_count: 356120,
    subscriber_count: 12950,
    video_count: 87,
    country: 'GB',
    keywords: 'cooking recipes dinner',
  },
  {
    id: 'UCa1icePianoW2cF5yL1sQ8g',
    owner: 'alice',
    handle: 'alicepiano',
    title: 'Alice Plays Piano',
    description: 'Practice diaries and short pieces for beginners.',
    published_at: '2022-06-21T07:45:00Z',
    view_count: 40911,
    subscriber_count: 1830,
    video_count: 35,
    country: null,
    keywords: 'piano music practice',
  },
  {
    id: 'UCb0bBui1dsT6kP3xN9rM2vA',
    owner: 'bob',
    handle: 'bobbuilds',
    title: 'Bob Builds Things',
    description: 'Woodworking for small flats.',
    published_at: '2018-01-09T12:00:00Z',
    view_count: 902211,
    subscriber_count: 30500,
    video_count: 210,
    country: 'US',
    keywords: 'woodworking diy',
  },
  {
    id: 'UCexamp1eNewsJ5hG7dK2sW4',
    owner: null,
    handle: 'examplenews',
    title: 'Example Newsroom',
    description: 'The day in five minutes.',
    published_at: '2015-05-30T06:00:00Z',
    view_count: 88123456,
    subscriber_count: 1200000,
    video_count: 5120,
    country: 'US',
    keywords: 'news',
  },
  {
    id: 'UCharb0urRec0rdsT5mQ8xLw',
    owner: null,
    content_owner_id: DEMO_CONTENT_OWNER.id,
    handle: 'harbourrecords',
    title: 'Harbour Records',
    description: 'Official videos from the artists of Harbour Records.',
    published_at: '2012-09-03T10:00:00Z',
    view_count: 54210987,
    subscriber_count: 612000,
    video_count: 940,
    country: 'GB',
    keywords: 'music "record label" "official video"',
  },
  {
    id: 'UCharb0urLiveSessi0nsK3p',
    owner: null,
    content_owner_id: DEMO_CONTENT_OWNER.id,
    handle: 'harbourlive',
    title: 'Harbour Records Live Sessions',
    description: 'One take, one room: artists of the label play live.',
    published_at: '2016-04-18T19:30:00Z',
    view_count: 8734120,
    subscriber_count: 98400,
    video_count: 212,
    country: 'GB',
    keywords: 'music live sessions',
  },
];

export async function seedVideoDemo(
  ctx: ModuleContext<never>,
  channels: ChannelStore,
  contentOwners: ContentOwnerStore,
): Promise<void> {
  const people = await demoPeople(ctx.accounts);
  await ctx.sql.withTransaction(async () => {
    await contentOwners.add(DEMO_CONTENT_OWNER, [DEMO_SERVICE_CLIENT_ID]);
    for (const [position, { owner, ...channel }] of SEED.entries()) {
      await channels.add({ ...channel, owner_user_id: owner === null ? null : people[owner].id }, position);
    }
  });
}
