/** The demo channels of the README: alice's three, bob's one, and one that belongs to no demo person. */
import { demoPeople } from '../../demo-people.ts';
import type { ModuleContext } from '../../module.ts';
import type { ChannelRow, ChannelStore } from './store/channel-store.ts';

type Seed = Omit<ChannelRow, 'owner_user_id' | 'hidden_subscriber_count'> & { owner: 'alice' | 'bob' | null };

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
];

export async function seedVideoDemo(ctx: ModuleContext<never>, channels: ChannelStore): Promise<void> {
  const people = await demoPeople(ctx.accounts);
  await ctx.sql.withTransaction(async () => {
    for (const [position, { owner, ...channel }] of SEED.entries()) {
      await channels.add({ ...channel, owner_user_id: owner === null ? null : people[owner].id }, position);
    }
  });
}
