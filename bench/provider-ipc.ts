/**
 * How the provider bench talks to its server children over IPC (child_process.fork): the child says
 * `ready` with its origin; the bench asks for `cpu` (process.cpuUsage() of the child, µs) around each
 * round, `loop` (how long its event loop has been busy, ms: performance.eventLoopUtilization()), `codes`
 * (pending device codes) and `tokens` (signed-in devices) from this provider only, and `stop`.
 * provider-peer-server.mjs speaks the same messages.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/** `count` devices of one person, signed in: the first one's access token, and every refresh token. */
export interface BenchTokens {
  accessToken: string;
  refreshTokens: string[];
}

export type ToChild =
  | { type: 'cpu' }
  | { type: 'loop' }
  | { type: 'tokens'; count: number }
  | { type: 'codes'; count: number }
  | { type: 'stop' };
export type FromChild =
  | { type: 'ready'; origin: string }
  | { type: 'cpu'; user: number; system: number }
  | { type: 'loop'; activeMs: number }
  | ({ type: 'tokens' } & BenchTokens)
  | { type: 'codes'; deviceCodes: string[] };

/** The child's side: answers the bench's messages until told to stop (without tokens or codes if not asked). */
export function serveBench(
  origin: string,
  handlers: {
    tokens?: (count: number) => Promise<BenchTokens>;
    codes?: (count: number) => Promise<string[]>;
    stop: () => Promise<void>;
  },
): void {
  const send = (message: FromChild): void => {
    process.send?.(message);
  };
  process.on('message', (message: ToChild) => {
    if (message.type === 'cpu') send({ type: 'cpu', ...process.cpuUsage() });
    else if (message.type === 'loop')
      send({ type: 'loop', activeMs: performance.eventLoopUtilization().active });
    else if (message.type === 'tokens')
      void handlers.tokens?.(message.count).then((tokens) => {
        send({ type: 'tokens', ...tokens });
      });
    else if (message.type === 'codes')
      void handlers.codes?.(message.count).then((deviceCodes) => {
        send({ type: 'codes', deviceCodes });
      });
    else void handlers.stop().then(() => process.exit(0));
  });
  send({ type: 'ready', origin });
}

/** The bench's side: one server child. */
export class ServerChild {
  private constructor(
    readonly name: string,
    readonly origin: string,
    private readonly child: ChildProcess,
  ) {}

  /**
   * Forks `file` (a .ts file runs through tsx) with `env` added; with `profileDir`, Node writes a CPU
   * profile of the child there when it stops.
   */
  static async start(
    name: string,
    file: string,
    env: Record<string, string>,
    profileDir?: string,
  ): Promise<ServerChild> {
    const execArgv = [
      ...(file.endsWith('.ts') ? ['--import', 'tsx'] : []),
      ...(profileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]),
    ];
    const child = fork(file, [], { env: { ...process.env, ...env }, execArgv, stdio: 'inherit' });
    const ready = await new Promise<FromChild>((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => {
        reject(new Error(`the ${name} server exited with ${String(code)} before it was ready`));
      });
    });
    if (ready.type !== 'ready') throw new Error(`the ${name} server said ${ready.type} first`);
    return new ServerChild(name, ready.origin, child);
  }

  private ask<T extends FromChild['type']>(
    message: ToChild & { type: T },
  ): Promise<Extract<FromChild, { type: T }>> {
    return new Promise((resolve) => {
      const onMessage = (answer: FromChild): void => {
        if (answer.type !== message.type) return;
        this.child.off('message', onMessage);
        resolve(answer as Extract<FromChild, { type: T }>);
      };
      this.child.on('message', onMessage);
      this.child.send(message);
    });
  }

  /** CPU time the child has used so far, µs (user + system). */
  async cpuMicros(): Promise<number> {
    const { user, system } = await this.ask({ type: 'cpu' });
    return user + system;
  }

  /** How long the child's event loop has been busy so far, ms (wall time, a wait for a core included). */
  async loopMillis(): Promise<number> {
    return (await this.ask({ type: 'loop' })).activeMs;
  }

  /** `count` signed-in devices of one person, made inside the child (this provider only). */
  async tokens(count: number): Promise<BenchTokens> {
    const { accessToken, refreshTokens } = await this.ask({ type: 'tokens', count });
    return { accessToken, refreshTokens };
  }

  /** Pending device codes made inside the child (this provider only). */
  async codes(count: number): Promise<string[]> {
    return (await this.ask({ type: 'codes', count })).deviceCodes;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.child.once('exit', () => {
        resolve();
      });
      this.child.send({ type: 'stop' });
    });
  }
}
