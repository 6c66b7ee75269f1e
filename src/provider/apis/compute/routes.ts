/** The compute v1 methods over HTTP: images, image deprecation, disks from an image, and operations. */
import { Hono } from 'hono';
import type { ApiEnv } from '../../http/bearer.ts';
import type { ProjectAccess } from './access.ts';
import type { Disks } from './disks.ts';
import type { Images } from './images.ts';
import type { Operations } from './operations.ts';

export interface ComputeServices {
  access: ProjectAccess;
  images: Images;
  disks: Disks;
  operations: Operations;
}

const PROJECT = '/projects/:project';

export function computeRoutes({ access, images, disks, operations }: ComputeServices): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.get(`${PROJECT}/global/images`, async (c) =>
    c.json(await images.list(c.get('grant').userId, c.req.param('project'), c)),
  );
  app.post(`${PROJECT}/global/images`, async (c) =>
    c.json(await images.insert(c.get('grant').userId, c.req.param('project'), c)),
  );
  app.get(`${PROJECT}/global/images/:image`, async (c) =>
    c.json(await images.get(c.get('grant').userId, c.req.param('project'), c.req.param('image'))),
  );
  app.post(`${PROJECT}/global/images/:image/deprecate`, async (c) =>
    c.json(await images.deprecate(c.get('grant').userId, c.req.param('project'), c.req.param('image'), c)),
  );
  app.post(`${PROJECT}/zones/:zone/disks`, async (c) =>
    c.json(await disks.insert(c.get('grant').userId, c.req.param('project'), c.req.param('zone'), c)),
  );

  app.get(`${PROJECT}/global/operations/:operation`, async (c) => {
    const { project, operation } = c.req.param();
    await access.require(
      c.get('grant').userId,
      project,
      'compute.globalOperations.get',
      `projects/${project}`,
    );
    return c.json(await operations.get(project, undefined, operation));
  });
  app.get(`${PROJECT}/zones/:zone/operations/:operation`, async (c) => {
    const { project, zone, operation } = c.req.param();
    await access.require(c.get('grant').userId, project, 'compute.zoneOperations.get', `projects/${project}`);
    return c.json(await operations.get(project, zone, operation));
  });

  return app;
}
