/** globalOperations.get and zoneOperations.get (the public Compute Engine v1 methods). */
import { pathParam, readAll } from '../../../http/validate.ts';
import { COMPUTE, PROJECT, route } from './compute-route.ts';

const project = pathParam('project');
const name = pathParam('operation');

export const operationRoutes = [
  route(
    {
      method: 'GET',
      path: `${PROJECT}/global/operations/:operation`,
      id: 'compute.globalOperations.get',
      response: 'Operation',
      access: COMPUTE,
      permission: 'compute.globalOperations.get',
      input: readAll({ project, name }),
    },
    ({ input }, { operations }) => operations.get(input.project, undefined, input.name),
  ),
  route(
    {
      method: 'GET',
      path: `${PROJECT}/zones/:zone/operations/:operation`,
      id: 'compute.zoneOperations.get',
      response: 'Operation',
      access: COMPUTE,
      permission: 'compute.zoneOperations.get',
      input: readAll({ project, zone: pathParam('zone'), name }),
    },
    ({ input }, { operations }) => operations.get(input.project, input.zone, input.name),
  ),
];
