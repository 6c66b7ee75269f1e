/** The transmitter's configuration (RISC transmitter metadata), for anyone, as receivers fetch it. */
import { PUBLIC, routeOf } from '../../route.ts';
import { RISC_CONFIGURATION_PATH, type SecEventsService } from '../services/service.ts';

const route = routeOf<SecEventsService>();

export const configurationRoutes = [
  route(
    { method: 'GET', path: RISC_CONFIGURATION_PATH, id: 'secevents.configuration.get', access: PUBLIC },
    ({ c }, svc) => {
      c.header('Cache-Control', 'public, max-age=300');
      return svc.configuration();
    },
  ),
];
