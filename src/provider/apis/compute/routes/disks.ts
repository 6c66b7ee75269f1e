/**
 * disks.insert from an image (the public Compute Engine v1 method): the operation that uses an image
 * (docs/compute.md#using-a-deprecated-image).
 */
import { pathParameter, reads } from '../../../http/input-description.ts';
import { held, readAll, type Reader } from '../../../http/validate.ts';
import { notFound, ZONES } from '../services/access.ts';
import { COMPUTE, PROJECT, route } from './compute-route.ts';
import { disk, read, requestId } from './wording.ts';

/** The project and a zone of ZONES; any other zone names nothing. */
const where: Reader<{ project: string; zone: string }> = reads(
  (c) => {
    const project = c.req.param('project') ?? '';
    const zone = c.req.param('zone') ?? '';
    if (!ZONES.includes(zone)) throw notFound(`projects/${project}/zones/${zone}`);
    return { project, zone };
  },
  pathParameter('project'),
  pathParameter('zone'),
);

export const diskRoutes = [
  route(
    {
      method: 'POST',
      path: `${PROJECT}/zones/:zone/disks`,
      id: 'compute.disks.insert',
      request: 'Disk',
      response: 'Operation',
      access: COMPUTE,
      permission: 'compute.disks.create',
      input: readAll({ where, requestId, body: held(read.body(disk)) }),
    },
    ({ input, grant }, { disks }) => disks.insert(grant.userId, input.where, input.requestId, input.body),
  ),
];
