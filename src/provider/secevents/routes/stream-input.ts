/**
 * The stream configuration a receiver sends (docs/identity.md#stream-configuration), in the shape of the
 * OpenID Shared Signals stream configuration: `delivery: {method, endpoint_url}`, `events_requested`, and
 * this transmitter's `format` for the subject. Fields a receiver echoes back from a read (`iss`, `aud`,
 * `events_supported`, …) are ignored; anything it sets must be right or the whole request is refused. The
 * receiver sets `delivery` whole, so a field in it that this transmitter does not know is refused too: a push
 * stream's `authorization_header` would otherwise be dropped, and every push go without the header its
 * receiver waits for.
 */
import { listOf, oneOf, optional, shape, string, withDefault, type Decoder } from '#shared/wire/decode.ts';
import { strictShape } from '#shared/wire/request-fields.ts';
import { badRequest } from '../../http/errors.ts';
import { webhookAddress } from '../../http/webhook-address.ts';
import { EVENT_TYPE_URIS, SUBJECT_FORMATS } from '../services/set-claims.ts';
import type { StreamSettings } from '../store/stream-store.ts';
import { POLL_METHOD, PUSH_METHOD } from '../services/transmitter.ts';

export interface StreamBody {
  delivery: { method: typeof PUSH_METHOD | typeof POLL_METHOD; endpoint_url?: string };
  events_requested: string[];
  format: StreamSettings['format'];
}

export const streamBody: Decoder<StreamBody> = shape<StreamBody>({
  delivery: strictShape<StreamBody['delivery']>(
    { method: oneOf([PUSH_METHOD, POLL_METHOD] as const), endpoint_url: optional(string) },
    { unsupported: ['authorization_header'] },
  ),
  events_requested: listOf(oneOf(EVENT_TYPE_URIS)),
  format: withDefault(oneOf(SUBJECT_FORMATS), 'iss_sub'),
});

/**
 * The settings `body` asks for. A push stream's endpoint must be an address PROVIDER_WEBHOOK_HOSTS allows;
 * a poll stream's endpoint is the transmitter's own poll address, so a receiver may leave it out or repeat it.
 */
export function streamSettings(
  { delivery, events_requested, format }: StreamBody,
  options: { webhookHosts: readonly string[]; pollUrl: string },
): StreamSettings {
  const eventsRequested = [...new Set(events_requested)];
  if (delivery.method === PUSH_METHOD) {
    if (delivery.endpoint_url === undefined) {
      throw badRequest('delivery.endpoint_url is required for push delivery.', 'required');
    }
    const endpointUrl = webhookAddress(delivery.endpoint_url, options.webhookHosts);
    return { method: PUSH_METHOD, endpointUrl, eventsRequested, format };
  }
  if (delivery.endpoint_url !== undefined && delivery.endpoint_url !== options.pollUrl) {
    throw badRequest(`delivery.endpoint_url of a poll stream is the transmitter's: ${options.pollUrl}.`);
  }
  return { method: POLL_METHOD, endpointUrl: null, eventsRequested, format };
}
