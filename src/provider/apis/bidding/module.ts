/**
 * The Real-time Bidding API v1 (docs/bidding.md), mounted at /realtimebidding/v1: bidders, their creatives,
 * endpoints, pretargeting configurations and publisher connections; buyers, their creatives and user lists
 * (38 methods), with the public API's JSON shapes. Every method needs the realtime-bidding scope.
 */
import { defineModule } from '../../module.ts';
import { seedBiddingDemo } from './demo.ts';
import { bidderCreativeRoutes } from './routes/bidder-creatives.ts';
import { bidderRoutes } from './routes/bidders.ts';
import { buyerCreativeRoutes } from './routes/buyer-creatives.ts';
import { buyerRoutes } from './routes/buyers.ts';
import { endpointRoutes } from './routes/endpoints.ts';
import { pretargetingRoutes } from './routes/pretargeting.ts';
import { targetingRoutes } from './routes/pretargeting-targeting.ts';
import { publisherConnectionRoutes } from './routes/publisher-connections.ts';
import { userListRoutes } from './routes/user-lists.ts';
import { BiddingService } from './services/service.ts';
import { biddingMigrations } from './store/schema.ts';

export const biddingModule = defineModule({
  name: 'realtimebidding',
  api: {
    name: 'realtimebidding',
    version: 'v1',
    title: 'Real-time Bidding API',
    description: 'Bidders, buyers, creatives, endpoints, pretargeting configurations and user lists.',
  },
  mount: '/realtimebidding/v1',
  settings: ['publicUrl', 'webhookHosts'],
  migrations: biddingMigrations,
  seedDemo: (ctx) => seedBiddingDemo(new BiddingService(ctx)),
  repeatableQuery: [],
  services: (ctx) => new BiddingService(ctx),
  admit: (_call, svc) => svc.catchUp(),
  routes: [
    ...bidderRoutes,
    ...bidderCreativeRoutes,
    ...endpointRoutes,
    ...pretargetingRoutes,
    ...targetingRoutes,
    ...publisherConnectionRoutes,
    ...buyerRoutes,
    ...buyerCreativeRoutes,
    ...userListRoutes,
  ],
});
