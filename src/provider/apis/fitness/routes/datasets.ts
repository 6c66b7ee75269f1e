/**
 * datasets get, patch and delete (the public Fitness API reference). A dataset is addressed by `<startNanos>-<endNanos>`
 * and holds every point of the source overlapping that range, ends included.
 */
import { integerText, withDefault } from '#shared/wire/decode.ts';
import type { Dataset } from '#shared/wire/fitness.ts';
import { badRequest } from '../../../http/errors.ts';
import { pathParameter, queryParameter, reads } from '../../../http/input-description.ts';
import { pathParam, readAll, type Reader } from '../../../http/validate.ts';
import { standardType } from '../services/data-types.ts';
import { parseDatasetId, parseInt64, type DatasetRange } from '../services/ids.ts';
import { toWire } from '../store/point-store.ts';
import { parsePatchBody } from './validate-point.ts';
import { FITNESS, route, SOURCE } from './fitness-route.ts';
import { decodeToken, encodeToken, json, read } from './wording.ts';
import { warnIfCustom } from './deprecation.ts';

/** `pageToken`: where the previous page ended, as this server wrote it. */
const pageAfter: Reader<{ startNs: bigint; pk: bigint } | undefined> = reads((c) => {
  const raw = c.req.query('pageToken');
  if (raw === undefined) return undefined;
  const decoded = decodeToken(raw);
  const parts = Array.isArray(decoded) ? (decoded as unknown[]) : [];
  const startNs = parseInt64(parts[0]);
  const pk = parseInt64(parts[1]);
  if (parts.length !== 2 || startNs === undefined || pk === undefined) {
    throw badRequest('pageToken is not one this server issued.');
  }
  return { startNs, pk };
}, queryParameter('pageToken'));

const PATH = `${SOURCE}/datasets/:datasetId`;
const id = pathParam('dataSourceId');
const range: Reader<DatasetRange> = reads(
  (c) => parseDatasetId(c.req.param('datasetId') ?? ''),
  pathParameter('datasetId'),
);

export const datasetRoutes = [
  route(
    {
      method: 'GET',
      path: PATH,
      id: 'fitness.users.dataSources.datasets.get',
      response: 'Dataset',
      access: FITNESS,
      input: readAll({
        id,
        range,
        limit: read.query('limit', withDefault(integerText({ min: 1, max: 10000 }), 10000)),
        after: pageAfter,
      }),
    },
    async ({ input, grant, c }, svc) => {
      const { range, limit } = input;
      const { stored, view } = await svc.findSource(grant.userId, grant, input.id, 'read');
      const points = await svc.points.inRange(stored.pk, range, { after: input.after, limit: limit + 1 });
      const page = points.slice(0, limit);
      const body: Dataset = {
        dataSourceId: view.dataStreamId,
        minStartTimeNs: String(range.startNs),
        maxEndTimeNs: String(range.endNs),
        point: page.map((p) => toWire(p, view.dataType.name)),
      };
      const last = page.at(-1);
      if (points.length > limit && last !== undefined) {
        body.nextPageToken = encodeToken([String(last.startNs), String(last.pk)]);
      }
      return warnIfCustom(c, [view.dataType.name], body);
    },
  ),
  route(
    {
      method: 'PATCH',
      path: PATH,
      id: 'fitness.users.dataSources.datasets.patch',
      request: 'Dataset',
      response: 'Dataset',
      access: FITNESS,
      input: readAll({ range, id, body: json }),
    },
    async ({ input, grant, c }, svc) => {
      const { range, id, body } = input;
      // The public reference: points are only inserted, never replacing what is there.
      const { view, points } = await svc.patchDataset(grant.userId, grant, id, ({ dataType }) =>
        parsePatchBody(body, id, range, dataType.name, dataType.field),
      );
      const { name } = view.dataType;
      const dataset: Dataset = {
        dataSourceId: view.dataStreamId,
        minStartTimeNs: String(range.startNs),
        maxEndTimeNs: String(range.endNs),
        // The dataset as given, checked and normalized (as the public API answers a patch).
        point: points.map((p) => ({
          startTimeNanos: String(p.startNs),
          endTimeNanos: String(p.endNs),
          dataTypeName: name,
          originDataSourceId: p.origin,
          value: p.value,
        })),
      };
      return warnIfCustom(c, [name], dataset);
    },
  ),
  route(
    {
      method: 'DELETE',
      path: PATH,
      id: 'fitness.users.dataSources.datasets.delete',
      access: FITNESS,
      input: readAll({ range, id }),
    },
    async ({ input, grant, c }, svc) => {
      // The public reference: consistent-value types lose only the overlapping part of a straddling point.
      const cut = (view: { dataType: { name: string } }) =>
        standardType(view.dataType.name)?.kind === 'segment';
      await svc.deleteDataset(grant.userId, grant, input.id, input.range, cut);
      return c.body(null, 204);
    },
  ),
];
