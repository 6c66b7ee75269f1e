/**
 * buyers.userLists create, get, list, update (PUT), :close and :open. A list is created OPEN; :close and
 * :open set CLOSED and OPEN from any state, and update leaves the state alone.
 */
import { Hono, type Context } from 'hono';
import type { UserList } from '#shared/wire/bidding.ts';
import { matching, maxLength, optional, shape } from '#shared/wire/decode.ts';
import type { ApiEnv } from '../../../http/bearer.ts';
import { notFound } from '../errors.ts';
import { body, int64, jsonBody } from '../input.ts';
import { id, idBeforeVerb, idWithVerb, param } from '../names.ts';
import { page } from '../paging.ts';
import type { BiddingService } from '../service.ts';
import type { ItemRow } from '../store/item-store.ts';

export type UserListData = Omit<UserList, 'name'>;

/** create and update: the public API's required displayName and membershipDurationDays (0 to 540). */
const userListInput = shape<Omit<UserListData, 'status'>>({
  displayName: matching(/^(?=.*\S)[^]{1,255}$/, 'non-blank text of at most 255 characters'),
  description: optional(maxLength(1024)),
  membershipDurationDays: int64({ min: 0, max: 540 }),
});

const render = (row: ItemRow<UserListData>): UserList => ({
  name: `${row.parent}/userLists/${row.id}`,
  ...row.data,
});

export function userListRoutes(svc: BiddingService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const collection = `/buyers/${id('buyer')}/userLists`;
  const one = `${collection}/${id('list')}`;

  const find = async (c: Context<ApiEnv>, withVerb: boolean): Promise<ItemRow<UserListData>> => {
    const owner = await svc.buyer(c.get('grant').userId, param(c, 'buyer'));
    const listId = withVerb ? idBeforeVerb(c, 'list') : param(c, 'list');
    const row = await svc.userLists.get(owner.name, listId);
    if (row === undefined) throw notFound();
    return row;
  };

  app.post(collection, async (c) => {
    const owner = await svc.buyer(c.get('grant').userId, param(c, 'buyer'));
    const input = await body(c, userListInput);
    const data: UserListData = { ...input, status: 'OPEN' };
    const listId = await svc.ctx.sql.withTransaction(async () => {
      const next = await svc.userLists.nextId(1);
      await svc.userLists.insert(owner.name, next, data);
      return next;
    });
    return c.json(render({ seq: 0, parent: owner.name, id: listId, data }));
  });

  app.get(one, async (c) => c.json(render(await find(c, false))));

  app.get(collection, async (c) => {
    const owner = await svc.buyer(c.get('grant').userId, param(c, 'buyer'));
    const { items, nextPageToken } = page(c, await svc.userLists.list(owner.name), () => true, render);
    return c.json({ userLists: items, nextPageToken });
  });

  app.put(one, async (c) => {
    const input = await body(c, userListInput);
    const list = await svc.ctx.sql.withTransaction(async () => {
      const row = await find(c, false);
      const data: UserListData = { ...input, status: row.data.status };
      await svc.userLists.update(row.parent, row.id, data);
      return { ...row, data };
    });
    return c.json(render(list));
  });

  for (const [verb, status] of [
    ['close', 'CLOSED'],
    ['open', 'OPEN'],
  ] as const) {
    app.post(`${collection}/${idWithVerb('list', verb)}`, async (c) => {
      await jsonBody(c);
      const list = await svc.ctx.sql.withTransaction(async () => {
        const row = await find(c, true);
        const data: UserListData = { ...row.data, status };
        await svc.userLists.update(row.parent, row.id, data);
        return { ...row, data };
      });
      return c.json(render(list));
    });
  }

  return app;
}
