/**
 * Push notifications (docs/calendar.md; the public Calendar API v3: each watch method sets up change
 * notifications, channels/stop ends them). A channel is created by a watch request; right away a `sync` message is posted to its address, and
 * then an `exists` message after every change to the watched resource. Headers follow the public API's
 * conventions in neutral names (NOTIFICATION_HEADERS); the body is empty. Addresses follow
 * http/webhook-address.ts: loopback hosts and PROVIDER_WEBHOOK_HOSTS only.
 */
import { createHash } from 'node:crypto';
import type { Channel } from '#shared/wire/calendar.ts';
import { NOTIFICATION_HEADERS as H } from '#shared/wire/calendar.ts';
import { isObject, stringUpTo, type Json } from '#shared/wire/decode.ts';
import type { Clock } from '../../../clock.ts';
import { ApiError, badRequest, notFound } from '../../../http/errors.ts';
import { postNotification, webhookAddress } from '../../../http/webhook-address.ts';
import type { Grant } from '../../../http/bearer.ts';
import type { Db } from '../../../store/db.ts';
import type { SqlAccess } from '../../../store/sql-access.ts';
import { field } from '../routes/wording.ts';
import { ChannelStore, type ChannelDbRow } from '../store/channel-store.ts';
import { watchChannelsOn, type ChannelRef, type WatchChannels } from '../store/watch-channels.ts';

export type WatchKind = 'events' | 'acl' | 'calendarList' | 'settings';

const DAY = 86_400_000;
/** Channel lifetime when the request names none, and the longest allowed. */
export const DEFAULT_TTL = 7 * DAY;
export const MAX_TTL = 30 * DAY;

/** A calendar channel in the grant bindings (store/watch-channels.ts): its owner and its id. */
const bindingOf = (userId: string, id: string): ChannelRef => ({ kind: 'calendar', id: `${userId}:${id}` });

function render(row: ChannelDbRow): Channel {
  const channel: Channel = {
    kind: 'api#channel',
    id: row.id,
    resourceId: row.resource_id,
    resourceUri: row.resource_uri,
    expiration: String(row.expiration),
    type: 'web_hook',
    address: row.address,
  };
  if (row.token !== null) channel.token = row.token;
  if (row.params !== null) channel.params = JSON.parse(row.params) as Record<string, string>;
  return channel;
}

export class Watcher {
  readonly #rows: ChannelStore;
  /** Which grant made each channel, and the per-person and per-resource limits (store/watch-channels.ts). */
  private readonly channels: WatchChannels;

  constructor(
    private readonly sql: SqlAccess,
    db: Db,
    private readonly clock: Clock,
    private readonly allowedHosts: () => readonly string[],
  ) {
    this.channels = watchChannelsOn(sql, db);
    this.#rows = new ChannelStore(sql);
  }

  /**
   * Validates a watch request body and opens the channel, bound to the grant that asked; nothing is stored
   * when the body is bad or a channel limit is reached.
   */
  async create(
    grant: Grant,
    kind: WatchKind,
    target: string,
    resourceUri: string,
    body: Json,
  ): Promise<Channel> {
    const userId = grant.userId;
    const id = body.id;
    if (typeof id !== 'string' || !/^[A-Za-z0-9\-_+/=]{1,64}$/.test(id)) {
      throw badRequest('id is required: up to 64 letters, digits or -_+/=.', 'required');
    }
    if (body.type !== 'web_hook' && body.type !== 'webhook') {
      throw badRequest('type must be "web_hook".', 'invalid');
    }
    const address = this.checkAddress(body.address);
    const token = field(body, 'token', stringUpTo(256));
    const now = this.clock.now();
    let expiration = now + DEFAULT_TTL;
    if (body.expiration !== undefined) {
      const asked = Number(body.expiration);
      if (!Number.isInteger(asked) || asked <= now) {
        throw badRequest('expiration must be a future time in milliseconds since the epoch.', 'invalid');
      }
      expiration = Math.min(asked, now + MAX_TTL);
    }
    let params: string | null = null;
    if (body.params !== undefined) {
      if (!isObject(body.params) || Object.values(body.params).some((v) => typeof v !== 'string')) {
        throw badRequest('params must map names to strings.', 'invalid');
      }
      params = JSON.stringify(body.params);
    }
    const resourceId = createHash('sha256').update(`${kind}\n${target}`).digest('base64url').slice(0, 27);
    // The check and the insert run together, so two requests cannot both take the id. Ids are the
    // person's own: another person's channel of the same id is neither in the way nor revealed.
    const row = await this.sql.withTransaction(async () => {
      if (await this.#rows.exists(userId, id)) {
        throw badRequest(`Channel id ${id} not unique`, 'channelIdNotUnique');
      }
      await this.#rows.insert({
        id,
        resource_id: resourceId,
        resource_uri: resourceUri,
        user_id: userId,
        kind,
        target,
        address,
        token: token ?? null,
        params,
        expiration,
      });
      // The grant binding (store/watch-channels.ts), in the same transaction: a channel past the limits is
      // not stored.
      await this.channels.bind(bindingOf(userId, id), `${kind}\n${target}`, grant);
      return this.#rows.get(userId, id);
    });
    if (row === undefined) throw new ApiError(500, 'backendError', 'Internal error');
    await this.post(row, 'sync');
    return render(row);
  }

  /** channels/stop: both `id` and `resourceId` must name one of the caller's channels. */
  async stop(userId: string, body: Json): Promise<void> {
    if (typeof body.id !== 'string' || typeof body.resourceId !== 'string') {
      throw badRequest('id and resourceId are required.', 'required');
    }
    const id = body.id;
    const row = await this.#rows.get(userId, id);
    if (row === undefined || row.resource_id !== body.resourceId) {
      throw notFound(`Channel '${id}' not found for project`);
    }
    await this.#drop(row);
  }

  /** Tells every live channel on the resource that it changed. */
  async changed(kind: WatchKind, target: string): Promise<void> {
    const now = this.clock.now();
    const rows = await this.#rows.live(kind, target, now);
    for (const row of rows) await this.post(row, 'exists');
  }

  /** The channel and its grant binding go together. */
  #drop(row: ChannelDbRow): Promise<void> {
    return this.sql.withTransaction(async () => {
      await this.#rows.delete(row.user_id, row.id);
      await this.channels.forget(bindingOf(row.user_id, row.id));
    });
  }

  private checkAddress(raw: unknown): string {
    return webhookAddress(raw, this.allowedHosts());
  }

  /**
   * Fire and forget (http/webhook-address.ts). The access that made the channel is checked first: a channel
   * whose grant was revoked or removed is deleted instead of posting.
   */
  private async post(row: ChannelDbRow, state: 'sync' | 'exists'): Promise<void> {
    if (!(await this.channels.mayDeliver(bindingOf(row.user_id, row.id), this.clock.now()))) {
      await this.#drop(row);
      return;
    }
    const number = row.message_number + 1;
    await this.#rows.number(row.user_id, row.id, number);
    const headers: Record<string, string> = {
      [H.channelId]: row.id,
      [H.channelExpiration]: new Date(row.expiration).toUTCString(),
      [H.resourceId]: row.resource_id,
      [H.resourceUri]: row.resource_uri,
      [H.resourceState]: state,
      [H.messageNumber]: String(number),
    };
    if (row.token !== null) headers[H.channelToken] = row.token;
    postNotification(row.address, { headers, body: '' }, this.allowedHosts());
  }
}
