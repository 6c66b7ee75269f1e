/** dataSources create, list, get, update, delete and dataPointChanges (the public Fitness API reference). */
import { integerText, withDefault } from '#shared/wire/decode.ts';
import type { DataSource, ListDataPointChangesResponse } from '#shared/wire/fitness.ts';
import { badRequest } from '../../../http/errors.ts';
import { queryParameter, reads } from '../../../http/input-description.ts';
import { pathParam, readAll } from '../../../http/validate.ts';
import { requireWrite } from '../services/access.ts';
import { canRead } from '../services/data-types.ts';
import { buildStreamId, projectNumberOf } from '../services/ids.ts';
import { toWire } from '../store/point-store.ts';
import { parseSourceBody } from './validate-source.ts';
import { FITNESS, route, SOURCE, SOURCES } from './fitness-route.ts';
import { afterSeq, encodeToken, json, read } from './wording.ts';
import { warnIfCustom } from './deprecation.ts';

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

const id = pathParam('dataSourceId');

export const dataSourceRoutes = [
  route(
    {
      method: 'POST',
      path: SOURCES,
      id: 'fitness.users.dataSources.create',
      request: 'DataSource',
      response: 'DataSource',
      access: FITNESS,
      input: reads(async (c) => parseSourceBody(await json(c)), json),
    },
    async ({ input, grant, c }, svc) => {
      const { source, suppliedId } = input;
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
      const made = await svc.createSource(grant.userId, grant, { dataStreamId, ...source });
      return warnIfCustom(c, [source.dataType.name], made);
    },
  ),
  route(
    {
      method: 'GET',
      path: SOURCES,
      id: 'fitness.users.dataSources.list',
      response: 'ListDataSourcesResponse',
      access: FITNESS,
      input: reads((c) => c.req.queries('dataTypeName') ?? [], queryParameter('dataTypeName')),
    },
    async ({ input: types, grant, c }, svc) => {
      const dataSource = (await svc.sourcesSeenBy(grant.userId, grant))
        .filter(({ view }) => canRead(grant.scopes, view.dataType.name))
        .filter(({ view }) => types.length === 0 || types.includes(view.dataType.name))
        .map(({ view }) => view);
      return warnIfCustom(
        c,
        dataSource.map((source) => source.dataType.name),
        { dataSource },
      );
    },
  ),
  route(
    {
      method: 'GET',
      path: SOURCE,
      id: 'fitness.users.dataSources.get',
      response: 'DataSource',
      access: FITNESS,
      input: id,
    },
    async ({ input, grant, c }, svc) => {
      const { view } = await svc.findSource(grant.userId, grant, input, 'read');
      return warnIfCustom(c, [view.dataType.name], view);
    },
  ),
  route(
    {
      method: 'PUT',
      path: SOURCE,
      id: 'fitness.users.dataSources.update',
      request: 'DataSource',
      response: 'DataSource',
      access: FITNESS,
      input: readAll({ id, body: json }),
    },
    async ({ input, grant, c }, svc) => {
      const updated = await svc.updateSource(grant.userId, grant, input.id, (old) => {
        const { source, suppliedId } = parseSourceBody(input.body);
        if (suppliedId !== undefined && suppliedId !== input.id) {
          throw badRequest('dataStreamId cannot be changed.');
        }
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
      return warnIfCustom(c, [updated.dataType.name], updated);
    },
  ),
  route(
    {
      method: 'DELETE',
      path: SOURCE,
      id: 'fitness.users.dataSources.delete',
      response: 'DataSource',
      access: FITNESS,
      input: id,
    },
    ({ input, grant }, svc) => svc.deleteSource(grant.userId, grant, input),
  ),
  route(
    {
      method: 'GET',
      path: `${SOURCE}/dataPointChanges`,
      id: 'fitness.users.dataSources.dataPointChanges.list',
      response: 'ListDataPointChangesResponse',
      access: FITNESS,
      input: readAll({
        id,
        limit: read.query('limit', withDefault(integerText({ min: 1, max: 10000 }), 1000)),
        afterSeq,
      }),
    },
    async ({ input, grant }, svc) => {
      const { stored, view } = await svc.findSource(grant.userId, grant, input.id, 'read');
      const changes = await svc.points.changes(stored.pk, input.afterSeq ?? 0, input.limit);
      const typeName = view.dataType.name;
      const body: ListDataPointChangesResponse = {
        dataSourceId: view.dataStreamId,
        insertedDataPoint: changes.inserted.map((p) => toWire(p, typeName)),
        deletedDataPoint: changes.deleted.map((p) => toWire(p, typeName)),
      };
      if (changes.more && changes.lastSeq !== undefined) body.nextPageToken = encodeToken(changes.lastSeq);
      return body;
    },
  ),
];
