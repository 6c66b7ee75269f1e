/**
 * The security event transmitter as a provider module (docs/identity.md#security-event-tokens), mounted at
 * `/`: its tables, its addresses, and the transmitter that listens on the SecurityEvents the account actions
 * raise. server.ts makes the one SecurityEvents and hands it to this module and the oauth module. Its tables
 * live on `ctx.sql` (SQLite or PostgreSQL, docs/provider.md#storage), so replicas share one outbox.
 */
import type { Resolver } from '../http/webhook-address.ts';
import { defineModule, type ProviderModule } from '../module.ts';
import { keysIn, type SecurityEvents } from '../oauth/module.ts';
import { receiverStream } from './routes/receiver-auth.ts';
import { configurationRoutes } from './routes/configuration.ts';
import { streamRoutes } from './routes/streams.ts';
import {
  POLL_PATH,
  RISC_CONFIGURATION_PATH,
  SecEventsService,
  STATUS_PATH,
  STREAM_PATH,
  type SecEventsContext,
} from './services/service.ts';
import { HeldAccess } from './store/held-access.ts';
import { OutboxStore } from './store/outbox-store.ts';
import { secEventsMigrations } from './store/schema.ts';
import { StreamStore } from './store/stream-store.ts';
import { SetTransmitter } from './services/transmitter.ts';

/** What server.ts needs to run delivery beside the routes: retries on an interval, and a clean stop. */
export interface TransmitterHandle {
  /** Pushes what is due on the provider's clock. */
  deliverDue(): Promise<void>;
  /** Settles when the work queued so far is done. */
  settled(): Promise<void>;
  /** Waits for delivery under way; after `graceMs`, pushes in flight are handed back (transmitter.ts). */
  stop(graceMs?: number): Promise<void>;
}

export function createSecurityEventsModule(
  events: SecurityEvents,
  options: { resolve?: Resolver } = {},
): { module: ProviderModule; transmitter(): TransmitterHandle } {
  let transmitter: SetTransmitter | undefined;
  const module = defineModule({
    name: 'secevents',
    mount: '/',
    apiPaths: [RISC_CONFIGURATION_PATH, STREAM_PATH, STATUS_PATH, POLL_PATH],
    settings: ['publicUrl', 'webhookHosts'],
    migrations: secEventsMigrations,
    services: (ctx: SecEventsContext) => {
      const streams = new StreamStore(ctx.sql);
      const outbox = new OutboxStore(ctx.sql);
      const made = new SetTransmitter(ctx, {
        streams,
        outbox,
        held: new HeldAccess(ctx.sql),
        keys: keysIn(ctx.sql),
        ...(options.resolve === undefined ? {} : { resolve: options.resolve }),
      });
      transmitter = made;
      events.listen(made.listener);
      return new SecEventsService(ctx, streams, outbox, made);
    },
    credential: (c, svc) => receiverStream(c, svc.streams),
    routes: [...configurationRoutes, ...streamRoutes],
  });
  return {
    module,
    transmitter: () => {
      if (transmitter === undefined) throw new Error('The secevents module has not been mounted.');
      return transmitter;
    },
  };
}
