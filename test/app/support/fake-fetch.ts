/** A fetch that answers from a list of handlers and records every request it saw. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

export type Answer = { status: number; body?: unknown } | 'network-error';

export class FakeFetch {
  readonly seen: SeenRequest[] = [];

  constructor(private readonly answer: (request: SeenRequest) => Answer | Promise<Answer>) {}

  readonly fetch: typeof fetch = async (input, init) => {
    const request: SeenRequest = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : '',
    };
    this.seen.push(request);
    const answer = await this.answer(request);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };

  /** The form fields of request `index`. */
  form(index: number): Record<string, string> {
    return Object.fromEntries(new URLSearchParams(this.seen[index]?.body ?? ''));
  }
}
