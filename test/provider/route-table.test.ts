/**
 * Every route of every module (src/provider/route.ts) with its public method id, its access and its
 * permission: a change of scopes, a route added or a method id renamed shows here. Scopes are written
 * without their prefix (`{scope_base}/auth/`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { systemClock } from '../../src/provider/clock.ts';
import { createOAuthModule, SecurityEvents } from '../../src/provider/oauth/module.ts';
import { describeAccess, listRoutes } from '../../src/provider/route.ts';
import { createSecurityEventsModule } from '../../src/provider/secevents/module.ts';
import { createDirectoryModule } from '../../src/provider/directory/module.ts';
import { API_MODULES } from '../../src/provider/api-modules.ts';
import { openDatabase } from '../../src/provider/store/db.ts';
import { sharedStateFor } from '../../src/provider/store/shared-state.ts';
import { SqliteStore } from '../../src/provider/store/sqlite-store.ts';
import { SCOPE_BASE } from '../../src/shared/scopes.ts';

function listing(): string[] {
  const events = new SecurityEvents();
  const shared = sharedStateFor(new SqliteStore(openDatabase(':memory:')), systemClock);
  const oauth = createOAuthModule(events, shared).module;
  const secEvents = createSecurityEventsModule(events).module;
  const modules = [oauth, ...API_MODULES, secEvents, createDirectoryModule(API_MODULES)];
  return listRoutes(modules).map((route) => {
    const access = describeAccess(route.access, (scope) => scope.replace(`${SCOPE_BASE}/auth/`, ''));
    const permission = route.permission === undefined ? '' : ` permission ${route.permission}`;
    const discovery = route.discovery === false ? ' (no discovery)' : '';
    return `${route.method} ${route.path} ${route.id} ${access}${permission}${discovery}`;
  });
}

const EXPECTED = [
  'GET /.well-known/openid-configuration oauth.configuration.get public',
  'POST /device/code oauth.deviceAuthorization public',
  'POST /token oauth.token public',
  'POST /revoke oauth.revoke public',
  'GET /.well-known/jwks.json oauth.jwks.get public',
  'GET /userinfo oauth.userinfo.get credential: access token granted openid',
  'POST /userinfo oauth.userinfo.post credential: access token granted openid',
  'POST /calendar/v3/calendars/{calendarId}/events/import calendar.events.import token: calendar calendar.events',
  'POST /calendar/v3/calendars/{calendarId}/events/quickAdd calendar.events.quickAdd token: calendar calendar.events',
  'POST /calendar/v3/calendars/{calendarId}/events/{eventId}/move calendar.events.move token: calendar calendar.events',
  'POST /calendar/v3/calendars/{calendarId}/events/watch calendar.events.watch token: calendar calendar.readonly calendar.events calendar.events.readonly',
  'GET /calendar/v3/calendars/{calendarId}/acl calendar.acl.list token: calendar calendar.readonly',
  'GET /calendar/v3/calendars/{calendarId}/acl/{ruleId} calendar.acl.get token: calendar calendar.readonly',
  'POST /calendar/v3/calendars/{calendarId}/acl calendar.acl.insert token: calendar',
  'PATCH /calendar/v3/calendars/{calendarId}/acl/{ruleId} calendar.acl.patch token: calendar',
  'PUT /calendar/v3/calendars/{calendarId}/acl/{ruleId} calendar.acl.update token: calendar',
  'DELETE /calendar/v3/calendars/{calendarId}/acl/{ruleId} calendar.acl.delete token: calendar',
  'POST /calendar/v3/calendars/{calendarId}/acl/watch calendar.acl.watch token: calendar calendar.readonly',
  'GET /calendar/v3/users/me/calendarList calendar.calendarList.list token: calendar calendar.readonly',
  'GET /calendar/v3/users/me/calendarList/{calendarId} calendar.calendarList.get token: calendar calendar.readonly',
  'POST /calendar/v3/users/me/calendarList calendar.calendarList.insert token: calendar',
  'PATCH /calendar/v3/users/me/calendarList/{calendarId} calendar.calendarList.patch token: calendar',
  'PUT /calendar/v3/users/me/calendarList/{calendarId} calendar.calendarList.update token: calendar',
  'DELETE /calendar/v3/users/me/calendarList/{calendarId} calendar.calendarList.delete token: calendar',
  'POST /calendar/v3/users/me/calendarList/watch calendar.calendarList.watch token: calendar calendar.readonly',
  'POST /calendar/v3/calendars calendar.calendars.insert token: calendar',
  'GET /calendar/v3/calendars/{calendarId} calendar.calendars.get token: calendar calendar.readonly',
  'PATCH /calendar/v3/calendars/{calendarId} calendar.calendars.patch token: calendar',
  'PUT /calendar/v3/calendars/{calendarId} calendar.calendars.update token: calendar',
  'DELETE /calendar/v3/calendars/{calendarId} calendar.calendars.delete token: calendar',
  'POST /calendar/v3/calendars/{calendarId}/clear calendar.calendars.clear token: calendar',
  'GET /calendar/v3/colors calendar.colors.get token: calendar calendar.readonly calendar.events calendar.events.readonly calendar.settings.readonly',
  'POST /calendar/v3/channels/stop calendar.channels.stop token: calendar calendar.readonly calendar.events calendar.events.readonly calendar.settings.readonly',
  'GET /calendar/v3/calendars/{calendarId}/events calendar.events.list token: calendar calendar.readonly calendar.events calendar.events.readonly',
  'GET /calendar/v3/calendars/{calendarId}/events/{eventId} calendar.events.get token: calendar calendar.readonly calendar.events calendar.events.readonly',
  'GET /calendar/v3/calendars/{calendarId}/events/{eventId}/instances calendar.events.instances token: calendar calendar.readonly calendar.events calendar.events.readonly',
  'POST /calendar/v3/calendars/{calendarId}/events calendar.events.insert token: calendar calendar.events',
  'PATCH /calendar/v3/calendars/{calendarId}/events/{eventId} calendar.events.patch token: calendar calendar.events',
  'PUT /calendar/v3/calendars/{calendarId}/events/{eventId} calendar.events.update token: calendar calendar.events',
  'DELETE /calendar/v3/calendars/{calendarId}/events/{eventId} calendar.events.delete token: calendar calendar.events',
  'POST /calendar/v3/freeBusy calendar.freebusy.query token: calendar calendar.readonly calendar.events calendar.events.readonly',
  'GET /calendar/v3/users/me/settings calendar.settings.list token: calendar calendar.readonly calendar.settings.readonly',
  'GET /calendar/v3/users/me/settings/{setting} calendar.settings.get token: calendar calendar.readonly calendar.settings.readonly',
  'POST /calendar/v3/users/me/settings/watch calendar.settings.watch token: calendar calendar.readonly calendar.settings.readonly',
  'GET /calendar/v3/event calendar.events.page public (no discovery)',
  'POST /fitness/v1/users/{userId}/dataSources fitness.users.dataSources.create token: fitness.activity.read fitness.activity.write fitness.body.read fitness.body.write fitness.heart_rate.read fitness.heart_rate.write fitness.location.read fitness.location.write',
  'GET /fitness/v1/users/{userId}/dataSources fitness.users.dataSources.list token: fitness.activity.read fitness.activity.write fitness.body.read fitness.body.write fitness.heart_rate.read fitness.heart_rate.write fitness.location.read fitness.location.write',
  'GET /fitness/v1/users/{userId}/dataSources/{dataSourceId} fitness.users.dataSources.get token: fitness.activity.read fitness.activity.write fitness.body.read fitness.body.write fitness.heart_rate.read fitness.heart_rate.write fitness.location.read fitness.location.write',
  'PUT /fitness/v1/users/{userId}/dataSources/{dataSourceId} fitness.users.dataSources.update token: fitness.activity.read fitness.activity.write fitness.body.read fitness.body.write fitness.heart_rate.read fitness.heart_rate.write fitness.location.read fitness.location.write',
  'DELETE /fitness/v1/users/{userId}/dataSources/{dataSourceId} fitness.users.dataSources.delete token: fitness.activity.read fitness.activity.write fitness.body.read fitness.body.write fitness.heart_rate.read fitness.heart_rate.write fitness.location.read fitness.location.write',
  'GET /fitness/v1/users/{userId}/dataSources/{dataSourceId}/dataPointChanges fitness.users.dataSources.dataPointChanges.list token: fitness.activity.read fitness.activity.write fitness.body.read fitness.body.write fitness.heart_rate.read fitness.heart_rate.write fitness.location.read fitness.location.write',
  'GET /fitness/v1/users/{userId}/dataSources/{dataSourceId}/datasets/{datasetId} fitness.users.dataSources.datasets.get token: fitness.activity.read fitness.activity.write fitness.body.read fitness.body.write fitness.heart_rate.read fitness.heart_rate.write fitness.location.read fitness.location.write',
  'PATCH /fitness/v1/users/{userId}/dataSources/{dataSourceId}/datasets/{datasetId} fitness.users.dataSources.datasets.patch token: fitness.activity.read fitness.activity.write fitness.body.read fitness.body.write fitness.heart_rate.read fitness.heart_rate.write fitness.location.read fitness.location.write',
  'DELETE /fitness/v1/users/{userId}/dataSources/{dataSourceId}/datasets/{datasetId} fitness.users.dataSources.datasets.delete token: fitness.activity.read fitness.activity.write fitness.body.read fitness.body.write fitness.heart_rate.read fitness.heart_rate.write fitness.location.read fitness.location.write',
  'POST /fitness/v1/users/{userId}/dataset:aggregate fitness.users.dataset.aggregate token: fitness.activity.read fitness.activity.write fitness.body.read fitness.body.write fitness.heart_rate.read fitness.heart_rate.write fitness.location.read fitness.location.write',
  'GET /fitness/v1/users/{userId}/sessions fitness.users.sessions.list token: fitness.activity.read fitness.activity.write',
  'PUT /fitness/v1/users/{userId}/sessions/{sessionId} fitness.users.sessions.update token: fitness.activity.write',
  'DELETE /fitness/v1/users/{userId}/sessions/{sessionId} fitness.users.sessions.delete token: fitness.activity.write',
  'GET /books/v1/users/{userId}/bookshelves books.bookshelves.list optional token',
  'GET /books/v1/users/{userId}/bookshelves/{shelf} books.bookshelves.get optional token',
  'GET /books/v1/users/{userId}/bookshelves/{shelf}/volumes books.bookshelves.volumes.list optional token',
  'GET /books/v1/volumes books.volumes.list optional token',
  'GET /books/v1/volumes/{volumeId} books.volumes.get optional token',
  'GET /books/v1/covers/{file} books.covers.get public (no discovery)',
  'GET /books/v1/mylibrary/bookshelves books.mylibrary.bookshelves.list token: books',
  'GET /books/v1/mylibrary/bookshelves/{shelf} books.mylibrary.bookshelves.get token: books',
  'GET /books/v1/mylibrary/bookshelves/{shelf}/volumes books.mylibrary.bookshelves.volumes.list token: books',
  'POST /books/v1/mylibrary/bookshelves/{shelf}/addVolume books.mylibrary.bookshelves.addVolume token: books',
  'POST /books/v1/mylibrary/bookshelves/{shelf}/removeVolume books.mylibrary.bookshelves.removeVolume token: books',
  'POST /books/v1/mylibrary/bookshelves/{shelf}/moveVolume books.mylibrary.bookshelves.moveVolume token: books',
  'POST /books/v1/mylibrary/bookshelves/{shelf}/clearVolumes books.mylibrary.bookshelves.clearVolumes token: books',
  'GET /video/v3/channels video.channels.list token: video video.readonly video.force-ssl videopartner videopartner-channel-audit',
  'GET /video/v3/thumbnails/{file} video.thumbnails.get public (no discovery)',
  'GET /realtimebidding/v1/bidders/{bidder} realtimebidding.bidders.get token: realtime-bidding',
  'GET /realtimebidding/v1/bidders realtimebidding.bidders.list token: realtime-bidding',
  'GET /realtimebidding/v1/bidders/{bidder}/creatives realtimebidding.bidders.creatives.list token: realtime-bidding',
  'POST /realtimebidding/v1/bidders/{bidder}/creatives:watch realtimebidding.bidders.creatives.watch token: realtime-bidding',
  'GET /realtimebidding/v1/bidders/{bidder}/endpoints/{endpoint} realtimebidding.bidders.endpoints.get token: realtime-bidding',
  'GET /realtimebidding/v1/bidders/{bidder}/endpoints realtimebidding.bidders.endpoints.list token: realtime-bidding',
  'PATCH /realtimebidding/v1/bidders/{bidder}/endpoints/{endpoint} realtimebidding.bidders.endpoints.patch token: realtime-bidding',
  'POST /realtimebidding/v1/bidders/{bidder}/pretargetingConfigs realtimebidding.bidders.pretargetingConfigs.create token: realtime-bidding',
  'GET /realtimebidding/v1/bidders/{bidder}/pretargetingConfigs/{config} realtimebidding.bidders.pretargetingConfigs.get token: realtime-bidding',
  'GET /realtimebidding/v1/bidders/{bidder}/pretargetingConfigs realtimebidding.bidders.pretargetingConfigs.list token: realtime-bidding',
  'PATCH /realtimebidding/v1/bidders/{bidder}/pretargetingConfigs/{config} realtimebidding.bidders.pretargetingConfigs.patch token: realtime-bidding',
  'DELETE /realtimebidding/v1/bidders/{bidder}/pretargetingConfigs/{config} realtimebidding.bidders.pretargetingConfigs.delete token: realtime-bidding',
  'POST /realtimebidding/v1/bidders/{bidder}/pretargetingConfigs/{config}:activate realtimebidding.bidders.pretargetingConfigs.activate token: realtime-bidding',
  'POST /realtimebidding/v1/bidders/{bidder}/pretargetingConfigs/{config}:suspend realtimebidding.bidders.pretargetingConfigs.suspend token: realtime-bidding',
  'POST /realtimebidding/v1/bidders/{bidder}/pretargetingConfigs/{config}:addTargetedApps realtimebidding.bidders.pretargetingConfigs.addTargetedApps token: realtime-bidding',
  'POST /realtimebidding/v1/bidders/{bidder}/pretargetingConfigs/{config}:removeTargetedApps realtimebidding.bidders.pretargetingConfigs.removeTargetedApps token: realtime-bidding',
  'POST /realtimebidding/v1/bidders/{bidder}/pretargetingConfigs/{config}:addTargetedPublishers realtimebidding.bidders.pretargetingConfigs.addTargetedPublishers token: realtime-bidding',
  'POST /realtimebidding/v1/bidders/{bidder}/pretargetingConfigs/{config}:removeTargetedPublishers realtimebidding.bidders.pretargetingConfigs.removeTargetedPublishers token: realtime-bidding',
  'POST /realtimebidding/v1/bidders/{bidder}/pretargetingConfigs/{config}:addTargetedSites realtimebidding.bidders.pretargetingConfigs.addTargetedSites token: realtime-bidding',
  'POST /realtimebidding/v1/bidders/{bidder}/pretargetingConfigs/{config}:removeTargetedSites realtimebidding.bidders.pretargetingConfigs.removeTargetedSites token: realtime-bidding',
  'POST /realtimebidding/v1/bidders/{bidder}/publisherConnections:batchApprove realtimebidding.bidders.publisherConnections.batchApprove token: realtime-bidding',
  'POST /realtimebidding/v1/bidders/{bidder}/publisherConnections:batchReject realtimebidding.bidders.publisherConnections.batchReject token: realtime-bidding',
  'GET /realtimebidding/v1/bidders/{bidder}/publisherConnections/{publisher} realtimebidding.bidders.publisherConnections.get token: realtime-bidding',
  'GET /realtimebidding/v1/bidders/{bidder}/publisherConnections realtimebidding.bidders.publisherConnections.list token: realtime-bidding',
  'GET /realtimebidding/v1/buyers/{buyer} realtimebidding.buyers.get token: realtime-bidding',
  'GET /realtimebidding/v1/buyers realtimebidding.buyers.list token: realtime-bidding',
  'GET /realtimebidding/v1/buyers/{buyer}:getRemarketingTag realtimebidding.buyers.getRemarketingTag token: realtime-bidding',
  'GET /realtimebidding/v1/buyers/{buyer}/userLists/{list}:getRemarketingTag realtimebidding.buyers.userLists.getRemarketingTag token: realtime-bidding',
  'POST /realtimebidding/v1/buyers/{buyer}/creatives realtimebidding.buyers.creatives.create token: realtime-bidding',
  'GET /realtimebidding/v1/buyers/{buyer}/creatives/{creative} realtimebidding.buyers.creatives.get token: realtime-bidding',
  'GET /realtimebidding/v1/buyers/{buyer}/creatives realtimebidding.buyers.creatives.list token: realtime-bidding',
  'PATCH /realtimebidding/v1/buyers/{buyer}/creatives/{creative} realtimebidding.buyers.creatives.patch token: realtime-bidding',
  'POST /realtimebidding/v1/buyers/{buyer}/userLists realtimebidding.buyers.userLists.create token: realtime-bidding',
  'GET /realtimebidding/v1/buyers/{buyer}/userLists/{list} realtimebidding.buyers.userLists.get token: realtime-bidding',
  'GET /realtimebidding/v1/buyers/{buyer}/userLists realtimebidding.buyers.userLists.list token: realtime-bidding',
  'PUT /realtimebidding/v1/buyers/{buyer}/userLists/{list} realtimebidding.buyers.userLists.update token: realtime-bidding',
  'POST /realtimebidding/v1/buyers/{buyer}/userLists/{list}:close realtimebidding.buyers.userLists.close token: realtime-bidding',
  'POST /realtimebidding/v1/buyers/{buyer}/userLists/{list}:open realtimebidding.buyers.userLists.open token: realtime-bidding',
  'GET /searchads/v2/agency/{agencyId}/advertiser/{advertiserId}/engine/{engineAccountId}/conversion doubleclicksearch.conversion.get token: searchads',
  'GET /searchads/v2/customer/{customerId}/conversion doubleclicksearch.conversion.getByCustomerId token: searchads',
  'POST /searchads/v2/conversion doubleclicksearch.conversion.insert token: searchads',
  'PUT /searchads/v2/conversion doubleclicksearch.conversion.update token: searchads',
  'POST /searchads/v2/conversion/updateAvailability doubleclicksearch.conversion.updateAvailability token: searchads',
  'POST /searchads/v2/reports/generate doubleclicksearch.reports.generate token: searchads',
  'POST /searchads/v2/reports doubleclicksearch.reports.request token: searchads',
  'GET /searchads/v2/reports/{reportId} doubleclicksearch.reports.get token: searchads',
  'GET /searchads/v2/reports/{reportId}/files/{reportFragment} doubleclicksearch.reports.getFile token: searchads',
  'GET /searchads/v2/agency/{agencyId}/advertiser/{advertiserId}/idmapping doubleclicksearch.reports.getIdMappingFile token: searchads',
  'GET /searchads/v2/agency/{agencyId}/advertiser/{advertiserId}/savedcolumns doubleclicksearch.savedColumns.list token: searchads',
  'GET /compute/v1/projects/{project}/global/images compute.images.list token: compute cloud-platform permission compute.images.list',
  'POST /compute/v1/projects/{project}/global/images compute.images.insert token: compute cloud-platform permission compute.images.create',
  'GET /compute/v1/projects/{project}/global/images/{image} compute.images.get token: compute cloud-platform permission compute.images.get',
  'POST /compute/v1/projects/{project}/global/images/{image}/deprecate compute.images.deprecate token: compute cloud-platform permission compute.images.deprecate',
  'POST /compute/v1/projects/{project}/zones/{zone}/disks compute.disks.insert token: compute cloud-platform permission compute.disks.create',
  'GET /compute/v1/projects/{project}/global/operations/{operation} compute.globalOperations.get token: compute cloud-platform permission compute.globalOperations.get',
  'GET /compute/v1/projects/{project}/zones/{zone}/operations/{operation} compute.zoneOperations.get token: compute cloud-platform permission compute.zoneOperations.get',
  'GET /.well-known/risc-configuration secevents.configuration.get public',
  'GET /secevents/v1/stream secevents.stream.get credential: receiver credential',
  'POST /secevents/v1/stream secevents.stream.update credential: receiver credential',
  'GET /secevents/v1/status secevents.status.get credential: receiver credential',
  'POST /secevents/v1/poll secevents.poll credential: receiver credential',
  'GET /explorey/v1/apis discovery.apis.list public',
  'GET /explorey/v1/apis/{api}/{version}/rest discovery.apis.getRest public',
];

test('every route of every module, with its method id, access and permission', () => {
  assert.deepEqual(listing(), EXPECTED);
});

test('no two routes share a method id', () => {
  const ids = listing().map((line) => line.split(' ')[2]);
  assert.equal(new Set(ids).size, ids.length);
});
