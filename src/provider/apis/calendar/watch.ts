/**
 * Push notifications (docs/calendar.md; the public Calendar API v3: each watch method sets up change
 * notifications, channels/stop ends them). A channel is created by a watch request; right away a `sync` message is posted to its address, and
 * then an `exists` message after every change to the watched resource. Headers follow the public API's
 * conventions in neutral names (NOTIFICATION_HEADERS); the body is empty. Addresses and posts follow
 * http/webhook-address.ts (PROVIDER_WEBHOOK_HOSTS only), and channel limits and the grant each channel lives
 * by http/watch-channels.ts.
 */
import { createHash } from 'node:crypto';
import type { Channel } from '#shared/wire/calendar.ts';
import { NOTIFICATION_HEADERS as H } from '#shared/wire/calendar.ts';
import type { Clock } from '../../clock.ts';
import { ApiError, badRequest, notFound } from '../../http/errors.ts';
import { postNotification, webhookAddress } from '../../http/webhook-address.ts';
import { watchChannelsIn, type WatchChannels } from '../../http/watch-channels.ts';
import type { Grant } from '../../http/bearer.ts';
import type { Db } from '../../store/db.ts';
import { isRecord, optionalString } from './input.ts';

export type WatchKind = 'events' | 'acl' | 'calendarList' | 'settings';

const DAY = 86_400_000;
/** Channel lifetime when the request names none, and the longest allowed. */
export const DEFAULT_TTL = 7 * DAY;
export const MAX_TTL = 30 * DAY;

interface ChannelDbRow {
  id: string;
  resource_id: string;
  resource_uri: string;
  user_id: string;
  token: string | null;
  params: string | null;
  address: string;
  expiration: number;
  message_number: number;
}

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
  private readonly channels: WatchChannels;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly allowedHosts: () => readonly string[],
  ) {
    this.channels = watchChannelsIn(db);
  }

  /**
   * Validates a watch request body and opens the channel, bound to the grant that asked; nothing is stored
   * when the body is bad or a channel limit is reached.
   */
  create(grant: Grant, kind: WatchKind, target: string, resourceUri: string, body: unknown): Channel {
    const userId = grant.userId;
    if (!isRecord(body)) throw badRequest('The request body must be a channel object.', 'required');
    const id = body.id;
    if (typeof id !== 'string' || !/^[A-Za-z0-9\-_+/=]{1,64}$/.test(id)) {
      throw badRequest('id is required: up to 64 letters, digits or -_+/=.', 'required');
    }
    if (body.type !== 'web_hook' && body.type !== 'webhook') {
      throw badRequest('type must be "web_hook".', 'invalid');
    }
    const address = this.checkAddress(body.address);
    const token = optionalString(body, 'token', 256);
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
      if (!isRecord(body.params) || Object.values(body.params).some((v) => typeof v !== 'string')) {
        throw badRequest('params must map names to strings.', 'invalid');
      }
      params = JSON.stringify(body.params);
    }
    if (this.db.prepare('SELECT 1 FROM cal_channels WHERE id = ?').get(id) !== undefined) {
      throw badRequest(`Channel id ${id} not unique`, 'channelIdNotUnique');
    }
    const resourceId = createHash('sha256').update(`${kind}\n${target}`).digest('base64url').slice(0, 27);
    this.channels.bind({ kind: 'calendar', id }, `${kind}\n${target}`, grant);
    this.db
      .prepare(
        `INSERT INTO cal_channels (id, resource_id, resource_uri, user_id, kind, target, address, token, params,
           expiration, message_number) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
      )
      .run(id, resourceId, resourceUri, userId, kind, target, address, token ?? null, params, expiration);
    const row = this.row(id);
    if (row === undefined) throw new ApiError(500, 'backendError', 'Internal error');
    this.post(row, 'sync');
    return render(row);
  }

  /** channels/stop: both `id` and `resourceId` must name one of the caller's channels. */
  stop(userId: string, body: unknown): void {
    if (!isRecord(body) || typeof body.id !== 'string' || typeof body.resourceId !== 'string') {
      throw badRequest('id and resourceId are required.', 'required');
    }
    const row = this.row(body.id);
    if (row === undefined || row.user_id !== userId || row.resource_id !== body.resourceId) {
      throw notFound(`Channel '${body.id}' not found for project`);
    }
    this.db.prepare('DELETE FROM cal_channels WHERE id = ?').run(row.id);
    this.channels.forget({ kind: 'calendar', id: row.id });
  }

  /** Tells every live channel on the resource that it changed. */
  changed(kind: WatchKind, target: string): void {
    const rows = this.db
      .prepare('SELECT * FROM cal_channels WHERE kind = ? AND target = ? AND expiration > ?')
      .all(kind, target, this.clock.now()) as ChannelDbRow[];
    for (const row of rows) this.post(row, 'exists');
  }

  private row(id: string): ChannelDbRow | undefined {
    return this.db.prepare('SELECT * FROM cal_channels WHERE id = ?').get(id) as ChannelDbRow | undefined;
  }

  private checkAddress(raw: unknown): string {
    return webhookAddress(raw, this.allowedHosts());
  }

  /**
   * Fire and forget (http/webhook-address.ts). The access that made the channel is checked first: a channel
   * whose grant was revoked or removed is deleted instead of posting.
   */
  private post(row: ChannelDbRow, state: 'sync' | 'exists'): void {
    const ref = { kind: 'calendar', id: row.id } as const;
    if (!this.channels.mayDeliver(ref, this.clock.now())) {
      this.db.prepare('DELETE FROM cal_channels WHERE id = ?').run(row.id);
      this.channels.forget(ref);
      return;
    }
    const number = row.message_number + 1;
    this.db.prepare('UPDATE cal_channels SET message_number = ? WHERE id = ?').run(number, row.id);
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
