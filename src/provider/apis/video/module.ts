/**
 * The video data API's channels list in the public v3 shape, mounted at /video/v3: the channels and content
 * owners stores, one service, the routes, the rule for service accounts, and the demo channels.
 */
import { defineModule } from '../../module.ts';
import { seedVideoDemo } from './demo.ts';
import { channelRoutes } from './routes/channels.ts';
import { VideoService } from './services/service.ts';
import { ChannelStore } from './store/channel-store.ts';
import { ContentOwnerStore } from './store/content-owner-store.ts';
import { videoMigrations } from './store/schema.ts';

export const videoModule = defineModule({
  name: 'video',
  api: {
    name: 'video',
    version: 'v3',
    title: 'Video Data API',
    description: 'Channels and their thumbnails.',
  },
  mount: '/video/v3',
  settings: ['publicUrl'],
  migrations: videoMigrations,
  seedDemo: (ctx) => seedVideoDemo(ctx, new ChannelStore(ctx.sql), new ContentOwnerStore(ctx.sql)),
  services: (ctx) => new VideoService(ctx, new ChannelStore(ctx.sql), new ContentOwnerStore(ctx.sql)),
  // A service account's token is let in only for a content owner it manages (docs/identity.md#service-accounts).
  admit: ({ grant, c }, svc) => svc.admit(grant, c.req.query('onBehalfOfContentOwner')),
  routes: channelRoutes,
});
