/**
 * What the fitness API's requests mean (docs/fitness.md): which sources a developer sees and may change,
 * and the writes to sources, datasets and sessions, each checked and written in one transaction.
 */
import type { DataSource, Session } from '#shared/wire/fitness.ts';
import type { Grant } from '../../../http/bearer.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import type { ModuleContext } from '../../../module.ts';
import { requireRead, requireWrite, viewOf, type VisibleSource } from './access.ts';
import type { DatasetRange } from './ids.ts';
import type { PointStore } from '../store/point-store.ts';
import type { SessionStore } from '../store/session-store.ts';
import type { SourceStore } from '../store/source-store.ts';
import type { NewPoint } from '../routes/validate-point.ts';

export type FitnessContext = ModuleContext<never>;

export class FitnessService {
  constructor(
    readonly ctx: FitnessContext,
    readonly sources: SourceStore,
    readonly points: PointStore,
    readonly sessions: SessionStore,
  ) {}

  now(): number {
    return this.ctx.clock.now();
  }

  /** The user's sources this developer may see, scopes aside. */
  async sourcesSeenBy(userId: string, grant: Grant): Promise<VisibleSource[]> {
    return (await this.sources.list(userId)).flatMap((stored) => {
      const view = viewOf(stored, grant);
      return view === undefined ? [] : [{ stored, view }];
    });
  }

  /** The source this developer knows as `id`: 404 when there is none, 403 when the scopes don't cover it. */
  async findSource(userId: string, grant: Grant, id: string, need: 'read' | 'write'): Promise<VisibleSource> {
    const found = (await this.sourcesSeenBy(userId, grant)).find((s) => s.view.dataStreamId === id);
    if (found === undefined) throw notFound(`Data source not found: ${id}`);
    const typeName = found.stored.resource.dataType.name;
    if (need === 'read') requireRead(grant, typeName);
    else {
      requireWrite(grant, typeName);
      if (found.stored.clientId !== grant.clientId) {
        throw new ApiError(403, 'forbidden', `Only the developer that created ${id} may change it.`);
      }
    }
    return found;
  }

  createSource(userId: string, grant: Grant, resource: DataSource): Promise<DataSource> {
    return this.ctx.sql.withTransaction(async () => {
      if (await this.sources.exists(userId, resource.dataStreamId)) {
        throw new ApiError(409, 'conflict', `Data source already exists: ${resource.dataStreamId}`);
      }
      return (await this.sources.insert(userId, grant.clientId, resource, this.now())).resource;
    });
  }

  /** Applies `change` to the source this developer may write; `change` gives the new resource. */
  updateSource(
    userId: string,
    grant: Grant,
    id: string,
    change: (stored: DataSource) => DataSource,
  ): Promise<DataSource> {
    return this.ctx.sql.withTransaction(async () => {
      const { stored } = await this.findSource(userId, grant, id, 'write');
      const next = change(stored.resource);
      await this.sources.replaceResource(stored.pk, next);
      return next;
    });
  }

  /** Deletes an empty source; one that still holds points is refused (the public API's rule). */
  deleteSource(userId: string, grant: Grant, id: string): Promise<DataSource> {
    return this.ctx.sql.withTransaction(async () => {
      const { stored, view } = await this.findSource(userId, grant, id, 'write');
      const held = await this.points.countLive(stored.pk);
      if (held > 0) {
        throw new ApiError(
          400,
          'failedPrecondition',
          `Data source ${id} holds ${held} data point(s); delete its datasets first.`,
        );
      }
      await this.sources.delete(stored.pk);
      return view;
    });
  }

  /** Inserts the points into the writable source `id`; none replaces a point already there. */
  patchDataset(
    userId: string,
    grant: Grant,
    id: string,
    parse: (view: DataSource) => NewPoint[],
  ): Promise<{ view: DataSource; points: NewPoint[] }> {
    return this.ctx.sql.withTransaction(async () => {
      const { stored, view } = await this.findSource(userId, grant, id, 'write');
      const points = parse(view);
      await this.points.insert(stored.pk, points, this.now());
      return { view, points };
    });
  }

  deleteDataset(
    userId: string,
    grant: Grant,
    id: string,
    range: DatasetRange,
    cut: (view: DataSource) => boolean,
  ): Promise<void> {
    return this.ctx.sql.withTransaction(async () => {
      const { stored, view } = await this.findSource(userId, grant, id, 'write');
      await this.points.deleteRange(stored.pk, range, cut(view), this.now());
    });
  }

  /** Stores the session; one made by another developer, and not deleted, is refused. */
  putSession(userId: string, grant: Grant, session: Session): Promise<void> {
    return this.ctx.sql.withTransaction(async () => {
      const existing = await this.sessions.find(userId, session.id);
      if (existing !== undefined && !existing.deleted && existing.clientId !== grant.clientId) {
        throw new ApiError(
          403,
          'forbidden',
          `Only the developer that created session ${session.id} may change it.`,
        );
      }
      await this.sessions.upsert(userId, grant.clientId, session);
    });
  }

  deleteSession(userId: string, grant: Grant, id: string): Promise<void> {
    return this.ctx.sql.withTransaction(async () => {
      const existing = await this.sessions.find(userId, id);
      if (existing === undefined || existing.deleted) throw notFound(`Session not found: ${id}`);
      if (existing.clientId !== grant.clientId) {
        throw new ApiError(403, 'forbidden', `Only the developer that created session ${id} may delete it.`);
      }
      await this.sessions.tombstone(userId, id, this.now());
    });
  }
}
