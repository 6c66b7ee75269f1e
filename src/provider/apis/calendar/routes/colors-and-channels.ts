/** colors.get and channels.stop: the two calendar methods that belong to no calendar. */
import { colorsResource } from '../services/colors.ts';
import { ANY, route } from './calendar-route.ts';
import { channelBody } from './bodies.ts';

export const channelsAndColorsRoutes = [
  route({ method: 'GET', path: '/colors', id: 'calendar.colors.get', response: 'Colors', access: ANY }, () =>
    colorsResource(),
  ),
  route(
    {
      method: 'POST',
      path: '/channels/stop',
      id: 'calendar.channels.stop',
      request: 'Channel',
      access: ANY,
      input: channelBody,
    },
    async ({ input, grant, c }, svc) => {
      await svc.watcher.stop(grant.userId, input);
      return c.body(null, 204);
    },
  ),
];
