/**
 * The demo data on a new database (docs/bidding.md#demo-data): alice's bidder and two buyers, with
 * endpoints, pretargeting configurations, publisher connections awaiting a decision, creatives in every
 * review state and user lists. bob is linked to nothing.
 */
import type { CreativeContent, PublisherConnection } from '#shared/wire/bidding.ts';
import { decide, REVIEW_TIME } from './services/review.ts';
import type { BiddingService, BidderData, BuyerData } from './services/service.ts';

const BIDDER = 'bidders/12345';
const NORTH = 'buyers/12345';
const SOUTH = 'buyers/67890';
const BUYERS = [NORTH, SOUTH];

const HOUR = 3_600_000;

/** Creative `i` of the demo: formats in turn, every fifth one with a plain-http landing page. */
function creativeContent(i: number): CreativeContent {
  const landing = i % 5 === 4 ? `http://shop.example/item/${i}` : `https://shop.example/item/${i}`;
  const base: CreativeContent = {
    advertiserName: ['Example Shoes', 'Example Travel', 'Example Foods'][i % 3],
    declaredClickThroughUrls: [landing],
    declaredAttributes: i % 4 === 0 ? ['IS_COOKIE_TARGETED'] : [],
  };
  switch (i % 3) {
    case 0:
      return { ...base, html: { snippet: `<a href="${landing}">Offer ${i}</a>`, width: 300, height: 250 } };
    case 1:
      return { ...base, video: { videoUrl: `https://cdn.shop.example/video/${i}.mp4` } };
    default:
      return { ...base, native: { headline: `Offer ${i}`, body: 'Today only.', clickLinkUrl: landing } };
  }
}

export async function seedBiddingDemo(svc: BiddingService): Promise<void> {
  const alice = await svc.ctx.accounts.byEmail('alice@example.com');
  if (alice === undefined) throw new Error('demo data: no account alice@example.com');
  const now = svc.now();
  await svc.ctx.sql.withTransaction(async () => {
    const bidder: BidderData = {
      cookieMatchingNetworkId: 'demo_bidder',
      cookieMatchingUrl: 'https://cm.bidder.example/match',
      bypassNonguaranteedDealsPretargeting: false,
      dealsBillingId: '900001',
    };
    await svc.accounts.insert(BIDDER, 'bidder', bidder);
    await svc.accounts.link(alice.id, BIDDER);
    for (const [i, name] of BUYERS.entries()) {
      const buyer: BuyerData = {
        bidder: BIDDER,
        displayName: ['Demo Seat North', 'Demo Seat South'][i] ?? name,
        maximumActiveCreativeCount: '50000',
        billingIds: [String(900001 + i)],
      };
      await svc.accounts.insert(name, 'buyer', buyer);
      await svc.accounts.link(alice.id, name);
    }

    await svc.endpoints.insert(BIDDER, '1', {
      url: 'https://bid.bidder.example/us-west',
      maximumQps: '5000',
      tradingLocation: 'US_WEST',
      bidProtocol: 'OPENRTB_JSON',
    });
    await svc.endpoints.insert(BIDDER, '2', {
      url: 'https://bid.bidder.example/europe',
      maximumQps: '2000',
      tradingLocation: 'EUROPE',
      bidProtocol: 'OPENRTB_PROTOBUF',
    });

    await svc.pretargeting.insert(BIDDER, '1', {
      displayName: 'US web display',
      billingId: '900001',
      state: 'ACTIVE',
      includedFormats: ['HTML'],
      includedEnvironments: ['WEB'],
      geoTargeting: { includedIds: ['2840'] },
      webTargeting: { targetingMode: 'EXCLUSIVE', values: ['blocked.example'] },
    });
    await svc.pretargeting.insert(BIDDER, '2', {
      displayName: 'Mobile apps',
      billingId: '900001',
      state: 'ACTIVE',
      includedEnvironments: ['APP'],
      includedPlatforms: ['PHONE', 'TABLET'],
      appTargeting: { mobileAppTargeting: { targetingMode: 'INCLUSIVE', values: ['com.example.game'] } },
    });
    await svc.pretargeting.insert(BIDDER, '3', {
      displayName: 'Connected TV video',
      billingId: '900002',
      state: 'SUSPENDED',
      includedFormats: ['VAST'],
      includedPlatforms: ['CONNECTED_TV'],
    });

    for (let i = 0; i < 6; i++) {
      const connection: Omit<PublisherConnection, 'name'> = {
        publisherPlatform: i % 2 === 0 ? 'GOOGLE_AD_MANAGER' : 'ADMOB',
        displayName: `Demo publisher ${i + 1}`,
        biddingState: 'PENDING',
        createTime: new Date(now - (6 - i) * 24 * HOUR).toISOString(),
      };
      await svc.publishers.insert(BIDDER, `pub-${1000000001 + i}`, connection);
    }

    // 30 creatives: every third still in review, the others decided (every fifth has an http landing page).
    for (let i = 0; i < 30; i++) {
      const content = creativeContent(i);
      const pending = i % 3 === 2;
      const submitted = pending ? now - HOUR / 4 : now - (30 - i) * HOUR;
      await svc.creatives.insert({
        buyer: i < 20 ? NORTH : SOUTH,
        id: `demo-creative-${String(i + 1).padStart(2, '0')}`,
        status: pending ? 'PENDING_REVIEW' : decide(content),
        reviewDue: submitted + REVIEW_TIME,
        data: {
          ...content,
          version: 1,
          apiUpdateTime: submitted,
          lastStatusUpdate: pending ? submitted : submitted + REVIEW_TIME,
        },
      });
    }

    const lists = ['Cart abandoners', 'Past buyers', 'Newsletter readers', 'Spring sale 2025'];
    for (const [i, displayName] of lists.entries()) {
      await svc.userLists.insert(NORTH, String(i + 1), {
        displayName,
        description: `Demo list ${i + 1}`,
        status: i === 3 ? 'CLOSED' : 'OPEN',
        membershipDurationDays: String(30 * (i + 1)),
      });
    }
  });
}
