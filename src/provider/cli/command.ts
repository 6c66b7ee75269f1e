/**
 * What one administration command is (docs/identity.md#administration): a row of the table in commands.ts,
 * its words read by arguments.ts, run by run.ts against a provider composed for it.
 */
import type { Provider } from '../server.ts';

/** The exit statuses every command shares: 0 done, 1 not done (nothing named, or refused), 2 usage. */
export const EXIT = {
  done: 0,
  /** An argument names nothing: no account with that email, no client with that id. */
  notFound: 1,
  /**
   * The same status when the command cannot do what it was asked: the address already has an account, or
   * there are no local passwords to reset.
   */
  refused: 1,
  /** Words that do not fit the command, or a value it cannot read (an email address that is none). */
  usage: 2,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** What a command prints, one line each; `code` is the process's exit status. */
export interface CommandResult {
  code: ExitCode;
  lines: string[];
}

/** A named option, `--<name> <value>`, given at most once. */
export interface OptionSpec {
  /** What its value is, for the usage line: `display name`, `domain`. */
  value: string;
  required: boolean;
}

/** What the command line gave a command: its positional arguments in order, its options by name. */
export interface CommandInput {
  args: readonly string[];
  options: Readonly<Record<string, string>>;
}

export interface Command {
  /** What follows `npm run provider --`. */
  name: string;
  /** Its positional arguments' names, in order; every one is required, and no other is taken. */
  args: readonly string[];
  /** Its named options, when it has any. */
  options?: Readonly<Record<string, OptionSpec>>;
  /**
   * Does the work on a provider composed over the settings' store (SQLite or PostgreSQL), whose security
   * events reach its transmitter. `input` fits `args` and `options` (arguments.ts checked it).
   */
  run(provider: Provider, input: CommandInput, now: number): Promise<CommandResult>;
}
