/**
 * The provider's log (docs/operating.md#logs): one JSON object per line through pino, or one line for people
 * (PROVIDER_LOG_FORMAT=text, text-log.ts). One logger per process, since a start, a stop, a migration or a
 * failure is the process's event, whichever part raised it.
 *
 * Until `useLogOutput` points it at stdout (launch.ts does, before the provider starts), it writes only
 * warnings and failures, to stderr: tests and benches that start providers in their own process print what
 * they printed before, and a command's output stays its one line.
 *
 * What is logged is chosen field by field where it is logged; no request header, body or query string is
 * ever handed to it, so nothing secret can reach it by accident (test/provider/ops/secret-free-log.test.ts).
 */
import pino, { type Logger } from 'pino';
import { textLines } from './text-log.ts';

export type LogFormat = 'json' | 'text';

/** Where finished lines go: stdout, stderr, or a test's capture. */
export interface LogSink {
  write(line: string): void;
}

/** The sink the logger writes to, replaced whole when the output changes. */
class SwitchingSink implements LogSink {
  constructor(public target: LogSink) {}

  write(line: string): void {
    this.target.write(line);
  }
}

const stderr: LogSink = { write: (line) => process.stderr.write(line) };
const sink = new SwitchingSink(stderr);
type Destination = ReturnType<typeof pino.destination>;
/** Set by `useLogOutput` for stdout, so that `flushLog` can empty its buffer before the process exits. */
let buffered: Destination | undefined;

/** Lines are written 4 KiB at a time, and whatever waits is written within this. */
const FLUSH_MS = 1_000;

/**
 * A file descriptor or path written 4 KiB at a time, off the event loop: one write per request line made each
 * answer cost a system call (`npm run bench provider` measures the line), and a line never waits more than a
 * second to be written.
 */
export function bufferedSink(dest: number | string): Destination {
  const destination = pino.destination({ dest, sync: false, minLength: 4096 });
  setInterval(() => {
    destination.flush();
  }, FLUSH_MS).unref();
  return destination;
}

export const log: Logger = pino(
  {
    level: 'warn',
    // Names people and collectors read without a table: "level":"info", "time":"2026-01-01T00:00:00.000Z".
    formatters: { level: (label) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
  },
  sink,
);

export interface LogOutput {
  format: LogFormat;
  /** Lines below it are dropped; `info` writes one per request. */
  level?: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Where lines go; stdout (buffered, written as the event loop turns) when absent. */
  sink?: LogSink;
}

/** Points the log at `output.sink` (stdout by default) in `output.format`, from `output.level` up. */
export function useLogOutput(output: LogOutput): void {
  let target = output.sink;
  if (target === undefined) {
    buffered ??= bufferedSink(1);
    target = buffered;
  }
  sink.target = output.format === 'text' ? textLines(target) : target;
  log.level = output.level ?? 'info';
}

/** Writes out what stdout's buffer still holds: before the process exits. */
export function flushLog(): void {
  if (buffered === undefined) return;
  try {
    buffered.flushSync();
  } catch {
    // Nothing buffered, or stdout is gone: nothing more can be written anyway.
  }
}

/** Back to the default (warnings and failures on stderr): tests that captured the log put it back. */
export function resetLogOutput(): void {
  sink.target = stderr;
  log.level = 'warn';
}
