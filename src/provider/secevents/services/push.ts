/**
 * One push of one SET (RFC 8935 §2): POST `application/secevent+jwt` to the stream's endpoint, only to an
 * address PROVIDER_WEBHOOK_HOSTS allows, checked again before every try (http/webhook-address.ts), with no
 * redirect followed. 202 is delivered; anything else is a failed try, worded for the stream's status.
 */
import { deliverable, type Resolver } from '../../http/webhook-address.ts';
import { replyText } from '../../http/reply-text.ts';
import { SET_MEDIA_TYPE } from './set-claims.ts';

/** A receiver that neither answers nor refuses within this is a failed try, not a stuck transmitter. */
const PUSH_TIMEOUT_MS = 10_000;

/** How much of a refusal's body the status repeats. */
const MAX_REASON_CHARS = 200;

/**
 * RFC 8935 §2.3: a 400 carries `{err, description}`; its words make the failure's reason. Only the answer's
 * first 4 KB are read: a receiver that streams a longer one gets the status alone.
 */
async function refusal(res: Response): Promise<string> {
  const text = await replyText(res).catch(() => '');
  let detail = '';
  try {
    const body = JSON.parse(text) as { err?: unknown; description?: unknown };
    if (typeof body.err === 'string') {
      detail = typeof body.description === 'string' ? ` ${body.err}: ${body.description}` : ` ${body.err}`;
    }
  } catch {
    // Not the RFC's error body: the status alone says enough.
  }
  return `HTTP ${res.status}${detail}`.slice(0, MAX_REASON_CHARS);
}

/** Posts the SET; undefined when the receiver took it (202), otherwise why the try failed. */
export async function pushSet(
  endpoint: string,
  jwt: string,
  allowed: readonly string[],
  resolve?: Resolver,
  /** Aborted when the provider stops and gives up waiting (transmitter.ts `stop`). */
  stopping?: AbortSignal,
): Promise<string | undefined> {
  if (!(await deliverable(endpoint, allowed, resolve))) {
    return 'the endpoint is not an address PROVIDER_WEBHOOK_HOSTS allows';
  }
  try {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': SET_MEDIA_TYPE, Accept: 'application/json' },
      body: jwt,
      redirect: 'error',
      signal:
        stopping === undefined
          ? AbortSignal.timeout(PUSH_TIMEOUT_MS)
          : AbortSignal.any([AbortSignal.timeout(PUSH_TIMEOUT_MS), stopping]),
    });
    if (res.status === 202) {
      await res.body?.cancel();
      return undefined;
    }
    return await refusal(res);
  } catch (err) {
    const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
    return `no answer (${err instanceof Error ? err.message : String(err)}${cause})`.slice(
      0,
      MAX_REASON_CHARS,
    );
  }
}
