/**
 * buyers.userLists create, get, list, update (PUT), :close and :open. A list is created OPEN; :close and
 * :open set CLOSED and OPEN from any state, and update leaves the state alone.
 */
import type { UserList } from '#shared/wire/bidding.ts';
import { matching, maxLength, optional } from '#shared/wire/decode.ts';
import { strictShape } from '#shared/wire/request-fields.ts';
import { reads } from '../../../http/input-description.ts';
import { pathParam, readAll, type ParamReader } from '../../../http/validate.ts';
import { notFound } from '../services/errors.ts';
import type { BiddingService } from '../services/service.ts';
import type { ItemRow } from '../store/item-store.ts';
import { BIDDING, capitalized, id, idBeforeVerb, idWithVerb, route } from './bidding-route.ts';
import { itemPage, pageRequest } from './paging.ts';
import { body, emptyBody, int64 } from './wording.ts';

export type UserListData = Omit<UserList, 'name'>;

/** create and update: the public API's required displayName and membershipDurationDays (0 to 540). */
const userListInput = strictShape<Omit<UserListData, 'status'>>(
  {
    displayName: matching(/^(?=.*\S)[^]{1,255}$/, 'non-blank text of at most 255 characters'),
    description: optional(maxLength(1024)),
    membershipDurationDays: int64({ min: 0, max: 540 }),
  },
  { outputOnly: ['name', 'status'], unsupported: ['urlRestriction'] },
);

const render = (row: ItemRow<UserListData>): UserList => ({
  name: `${row.parent}/userLists/${row.id}`,
  ...row.data,
});

const COLLECTION = `/buyers/${id('buyer')}/userLists`;
const ONE = `${COLLECTION}/${id('list')}`;
const buyer = pathParam('buyer');

const listNames = (withVerb: boolean): ParamReader<{ buyer: string; list: string }> => {
  const list = withVerb ? idBeforeVerb('list') : pathParam('list');
  return reads((c) => ({ buyer: buyer(c), list: list(c) }), buyer, list);
};

async function find(
  svc: BiddingService,
  userId: string,
  names: { buyer: string; list: string },
): Promise<ItemRow<UserListData>> {
  const owner = await svc.buyer(userId, names.buyer);
  const row = await svc.userLists.get(owner.name, names.list);
  if (row === undefined) throw notFound();
  return row;
}

/** Sets the list's data to `change(data)` in one transaction, and answers it. */
async function changeList(
  svc: BiddingService,
  userId: string,
  names: { buyer: string; list: string },
  change: (data: UserListData) => UserListData,
): Promise<UserList> {
  const list = await svc.ctx.sql.withTransaction(async () => {
    const row = await find(svc, userId, names);
    const data = change(row.data);
    await svc.userLists.update(row.parent, row.id, data);
    return { ...row, data };
  });
  return render(list);
}

const statusRoute = (verb: 'close' | 'open', status: UserListData['status']) =>
  route(
    {
      method: 'POST',
      path: `${COLLECTION}/${idWithVerb('list', verb)}`,
      id: `realtimebidding.buyers.userLists.${verb}`,
      request: `${capitalized(verb)}UserListRequest`,
      response: 'UserList',
      access: BIDDING,
      input: readAll({ body: emptyBody, names: listNames(true) }),
    },
    ({ input, grant }, svc) => changeList(svc, grant.userId, input.names, (data) => ({ ...data, status })),
  );

export const userListRoutes = [
  route(
    {
      method: 'POST',
      path: COLLECTION,
      id: 'realtimebidding.buyers.userLists.create',
      request: 'UserList',
      response: 'UserList',
      access: BIDDING,
      input: readAll({ buyer, list: body(userListInput) }),
    },
    async ({ input, grant }, svc) => {
      const owner = await svc.buyer(grant.userId, input.buyer);
      const data: UserListData = { ...input.list, status: 'OPEN' };
      const listId = await svc.ctx.sql.withTransaction(async () => {
        const next = await svc.userLists.nextId(1);
        await svc.userLists.insert(owner.name, next, data);
        return next;
      });
      return render({ seq: 0, parent: owner.name, id: listId, data });
    },
  ),
  route(
    {
      method: 'GET',
      path: ONE,
      id: 'realtimebidding.buyers.userLists.get',
      response: 'UserList',
      access: BIDDING,
      input: listNames(false),
    },
    async ({ input, grant }, svc) => render(await find(svc, grant.userId, input)),
  ),
  route(
    {
      method: 'GET',
      path: COLLECTION,
      id: 'realtimebidding.buyers.userLists.list',
      response: 'ListUserListsResponse',
      access: BIDDING,
      input: readAll({ buyer, page: pageRequest }),
    },
    async ({ input, grant }, svc) => {
      const owner = await svc.buyer(grant.userId, input.buyer);
      const { items, nextPageToken } = await itemPage(svc.userLists, owner.name, input.page, render);
      return { userLists: items, nextPageToken };
    },
  ),
  route(
    {
      method: 'PUT',
      path: ONE,
      id: 'realtimebidding.buyers.userLists.update',
      request: 'UserList',
      response: 'UserList',
      access: BIDDING,
      input: readAll({ list: body(userListInput), names: listNames(false) }),
    },
    ({ input, grant }, svc) =>
      changeList(svc, grant.userId, input.names, (data) => ({ ...input.list, status: data.status })),
  ),
  statusRoute('close', 'CLOSED'),
  statusRoute('open', 'OPEN'),
];
