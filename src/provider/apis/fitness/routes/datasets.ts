/**
 * datasets get, patch and delete (the public Fitness API reference). A dataset is addressed by `<startNanos>-<endNanos>`
 * and holds every point of the source overlapping that range, ends included.
 */
import { Hono } from 'hono';
import type { Dataset } from '#shared/wire/fitness.ts';
import type { ApiEnv } from '../../../http/bearer.ts';
import { badRequest } from '../../../http/errors.ts';
import { resolveUser } from '../access.ts';
import { standardType } from '../data-types.ts';
import { parseDatasetId, parseInt64 } from '../ids.ts';
import { decodeToken, encodeToken, queryInt, readJson, type FitnessContext } from '../request.ts';
import type { FitnessService } from '../service.ts';
import { toWire } from '../store/point-store.ts';
import { parsePatchBody } from '../validate-point.ts';

function pageAfter(c: FitnessContext): { startNs: bigint; pk: bigint } | undefined {
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
}

export function datasetRoutes(svc: FitnessService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const path = '/:userId/dataSources/:dataSourceId/datasets/:datasetId';

  app.get(path, async (c) => {
    const grant = c.get('grant');
    const userId = resolveUser(c.req.param('userId'), grant);
    const range = parseDatasetId(c.req.param('datasetId'));
    const limit = queryInt(c, 'limit', 10000, 1, 10000);
    const after = pageAfter(c);
    const { stored, view } = await svc.findSource(userId, grant, c.req.param('dataSourceId'), 'read');
    const points = await svc.points.inRange(stored.pk, range, { after, limit: limit + 1 });
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
    return c.json(body);
  });

  app.patch(path, async (c) => {
    const grant = c.get('grant');
    const userId = resolveUser(c.req.param('userId'), grant);
    const range = parseDatasetId(c.req.param('datasetId'));
    const id = c.req.param('dataSourceId');
    const body = await readJson(c);
    // The public reference: points are only inserted, never replacing what is there.
    const { view, points } = await svc.patchDataset(userId, grant, id, ({ dataType }) =>
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
    return c.json(dataset);
  });

  app.delete(path, async (c) => {
    const grant = c.get('grant');
    const userId = resolveUser(c.req.param('userId'), grant);
    const range = parseDatasetId(c.req.param('datasetId'));
    // The public reference: consistent-value types lose only the overlapping part of a straddling point.
    const cut = (view: { dataType: { name: string } }) =>
      standardType(view.dataType.name)?.kind === 'segment';
    await svc.deleteDataset(userId, grant, c.req.param('dataSourceId'), range, cut);
    return c.body(null, 204);
  });

  return app;
}
