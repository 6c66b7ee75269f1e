/** dataSources create, list, get, update, delete and dataPointChanges (the public Fitness API reference). */
import { Hono } from 'hono';
import type { DataSource, ListDataPointChangesResponse } from '#shared/wire/fitness.ts';
import type { ApiEnv } from '../../../http/bearer.ts';
import { badRequest } from '../../../http/errors.ts';
import { requireWrite, resolveUser } from '../access.ts';
import { canRead } from '../data-types.ts';
import { buildStreamId, projectNumberOf } from '../ids.ts';
import { decodeToken, encodeToken, queryInt, readJson } from '../request.ts';
import type { FitnessService } from '../service.ts';
import { toWire } from '../store/point-store.ts';
import { parseSourceBody } from '../validate-source.ts';

const withoutVersion = (value: { version?: string } | undefined): string =>
  JSON.stringify(value === undefined ? null : { ...value, version: undefined });

/** dataSources update (the public reference): every field but the versions must stay as it is. */
function unchangeableDifference(old: DataSource, next: Omit<DataSource, 'dataStreamId'>): string | undefined {
  if (old.type !== next.type) return 'type';
  if (JSON.stringify(old.dataType) !== JSON.stringify(next.dataType)) return 'dataType';
  if ((old.dataStreamName ?? '') !== (next.dataStreamName ?? '')) return 'dataStreamName';
  if (withoutVersion(old.device) !== withoutVersion(next.device)) return 'device';
  if (withoutVersion(old.application) !== withoutVersion(next.application)) return 'application';
  if (JSON.stringify(old.dataQualityStandard) !== JSON.stringify(next.dataQualityStandard)) {
    return 'dataQualityStandard';
  }
  return undefined;
}

export function dataSourceRoutes(svc: FitnessService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.post('/:userId/dataSources', async (c) => {
    const grant = c.get('grant');
    const userId = resolveUser(c.req.param('userId'), grant);
    const { source, suppliedId } = parseSourceBody(await readJson(c));
    requireWrite(grant, source.dataType.name);
    const dataStreamId = buildStreamId({
      type: source.type,
      dataTypeName: source.dataType.name,
      projectNumber: projectNumberOf(grant.clientId),
      device: source.device,
      dataStreamName: source.dataStreamName,
    });
    // The public reference: a supplied dataStreamId must be the one the server would build.
    if (suppliedId !== undefined && suppliedId !== dataStreamId) {
      throw badRequest(
        `dataStreamId "${suppliedId}" does not match the server's format for this source: "${dataStreamId}".`,
      );
    }
    return c.json(await svc.createSource(userId, grant, { dataStreamId, ...source }));
  });

  app.get('/:userId/dataSources', async (c) => {
    const grant = c.get('grant');
    const userId = resolveUser(c.req.param('userId'), grant);
    const types = c.req.queries('dataTypeName') ?? [];
    const dataSource = (await svc.sourcesSeenBy(userId, grant))
      .filter(({ view }) => canRead(grant.scopes, view.dataType.name))
      .filter(({ view }) => types.length === 0 || types.includes(view.dataType.name))
      .map(({ view }) => view);
    return c.json({ dataSource });
  });

  app.get('/:userId/dataSources/:dataSourceId', async (c) => {
    const grant = c.get('grant');
    const userId = resolveUser(c.req.param('userId'), grant);
    return c.json((await svc.findSource(userId, grant, c.req.param('dataSourceId'), 'read')).view);
  });

  app.put('/:userId/dataSources/:dataSourceId', async (c) => {
    const grant = c.get('grant');
    const userId = resolveUser(c.req.param('userId'), grant);
    const id = c.req.param('dataSourceId');
    const body = await readJson(c);
    const updated = await svc.updateSource(userId, grant, id, (old) => {
      const { source, suppliedId } = parseSourceBody(body);
      if (suppliedId !== undefined && suppliedId !== id) throw badRequest('dataStreamId cannot be changed.');
      const changed = unchangeableDifference(old, source);
      if (changed !== undefined) {
        throw badRequest(
          `${changed} cannot be changed; only the device's and the application's version can.`,
        );
      }
      const next: DataSource = { ...old };
      if (source.device) next.device = source.device;
      if (source.application) next.application = source.application;
      return next;
    });
    return c.json(updated);
  });

  app.delete('/:userId/dataSources/:dataSourceId', async (c) => {
    const grant = c.get('grant');
    const userId = resolveUser(c.req.param('userId'), grant);
    return c.json(await svc.deleteSource(userId, grant, c.req.param('dataSourceId')));
  });

  app.get('/:userId/dataSources/:dataSourceId/dataPointChanges', async (c) => {
    const grant = c.get('grant');
    const userId = resolveUser(c.req.param('userId'), grant);
    const id = c.req.param('dataSourceId');
    const limit = queryInt(c, 'limit', 1000, 1, 10000);
    const token = c.req.query('pageToken');
    let afterSeq = 0;
    if (token !== undefined) {
      const decoded = decodeToken(token);
      if (typeof decoded !== 'number' || !Number.isSafeInteger(decoded) || decoded < 0) {
        throw badRequest('pageToken is not one this server issued.');
      }
      afterSeq = decoded;
    }
    const { stored, view } = await svc.findSource(userId, grant, id, 'read');
    const changes = await svc.points.changes(stored.pk, afterSeq, limit);
    const typeName = view.dataType.name;
    const body: ListDataPointChangesResponse = {
      dataSourceId: view.dataStreamId,
      insertedDataPoint: changes.inserted.map((p) => toWire(p, typeName)),
      deletedDataPoint: changes.deleted.map((p) => toWire(p, typeName)),
    };
    if (changes.more && changes.lastSeq !== undefined) body.nextPageToken = encodeToken(changes.lastSeq);
    return c.json(body);
  });

  return app;
}
