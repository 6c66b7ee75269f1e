/**
 * The receiving end of push delivery (RFC 8935 §2): a Fetch API handler, so it mounts in any server that
 * speaks Request and Response. A SET that verifies is acknowledged with 202 once `act` has run (a duplicate
 * is acknowledged without running it again); one that does not gets 400 with `{err, description}`, §2.3.
 */
import { SetError } from './verify.ts';
import type { SetAction, SetReceiver } from './receiver.ts';

const refused = (err: SetError): Response =>
  new Response(JSON.stringify({ err: err.err, description: err.description }), {
    status: 400,
    headers: { 'Content-Type': 'application/json' },
  });

export function pushEndpoint(receiver: SetReceiver, act: SetAction): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
    const type = request.headers.get('Content-Type') ?? '';
    if (!/^application\/secevent\+jwt\s*(;|$)/i.test(type)) {
      return refused(new SetError('invalid_request', 'the body must be application/secevent+jwt'));
    }
    try {
      await receiver.receive((await request.text()).trim(), act);
      return new Response(null, { status: 202 });
    } catch (err) {
      if (err instanceof SetError) return refused(err);
      throw err;
    }
  };
}
