/**
 * The receiving end of poll delivery (RFC 8936): each `poll()` acknowledges what the previous one took in
 * (`ack`) or refused (`setErrs`), and asks for more. A SET whose action failed is neither, so the transmitter
 * sends it again on a later poll. Uses only `fetch`, which the caller may replace.
 */
import { boolean, recordOf, shape, string, withDefault } from '#shared/wire/decode.ts';
import type { SetAction, SetReceiver } from './receiver.ts';
import { SetError } from './verify.ts';

export interface PollerOptions {
  /** The stream's `delivery.endpoint_url` for poll. */
  endpoint: string;
  /** The stream's receiver credential (`issue-receiver-credential`), sent as a bearer token. */
  credential: string;
  /** SETs asked for per poll; the transmitter may send fewer. */
  maxEvents?: number;
  fetch?: typeof fetch;
}

export interface PollResult {
  /** SETs acted on by this poll (duplicates not counted). */
  acted: number;
  /** Acknowledged on the next poll: taken in, or duplicates. */
  acknowledging: number;
  /** Refused: reported in `setErrs` on the next poll. */
  refused: number;
  moreAvailable: boolean;
}

/** RFC 8936 §2: the poll answer. */
const pollAnswer = shape<{ sets: Record<string, string>; moreAvailable: boolean }>({
  sets: withDefault(recordOf(string), {}),
  moreAvailable: withDefault(boolean, false),
});

export class SetPoller {
  #ack: string[] = [];
  #setErrs: Record<string, { err: string; description: string }> = {};

  constructor(
    private readonly receiver: SetReceiver,
    private readonly options: PollerOptions,
  ) {}

  /** One poll: sends the pending acknowledgements, handles what comes back. */
  async poll(act: SetAction): Promise<PollResult> {
    const answer = await this.#post({
      ack: this.#ack,
      ...(Object.keys(this.#setErrs).length > 0 ? { setErrs: this.#setErrs } : {}),
      maxEvents: this.options.maxEvents ?? 25,
      returnImmediately: true,
    });
    this.#ack = [];
    this.#setErrs = {};
    let acted = 0;
    for (const [jti, jwt] of Object.entries(answer.sets)) {
      try {
        if ((await this.receiver.receive(jwt, act)).fresh) acted++;
        this.#ack.push(jti);
      } catch (err) {
        if (!(err instanceof SetError)) continue;
        this.#setErrs[jti] = { err: err.err, description: err.description };
      }
    }
    return {
      acted,
      acknowledging: this.#ack.length,
      refused: Object.keys(this.#setErrs).length,
      moreAvailable: answer.moreAvailable,
    };
  }

  /** Sends the acknowledgements still owed, asking for nothing more (RFC 8936 §2, maxEvents 0). */
  async flush(): Promise<void> {
    if (this.#ack.length === 0 && Object.keys(this.#setErrs).length === 0) return;
    await this.#post({ ack: this.#ack, setErrs: this.#setErrs, maxEvents: 0, returnImmediately: true });
    this.#ack = [];
    this.#setErrs = {};
  }

  async #post(
    body: Record<string, unknown>,
  ): Promise<{ sets: Record<string, string>; moreAvailable: boolean }> {
    const send = this.options.fetch ?? fetch;
    const res = await send(this.options.endpoint, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${this.options.credential}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`poll answered HTTP ${res.status}: ${await res.text()}`);
    return pollAnswer(await res.json(), 'poll answer');
  }
}
