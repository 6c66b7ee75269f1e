/**
 * Reading a command's words (`npm run provider -- <name> <words>`) against its row in the table: positional
 * arguments in order, then `--<option> <value>` pairs, and the usage line each row gives.
 */
import type { Command, CommandInput } from './command.ts';

/** `disable-account <email>`, `add-client --name <display name> [--org <domain>]`: as people type it. */
export function usageOf(command: Command): string {
  const options = Object.entries(command.options ?? {}).map(([name, spec]) => {
    const option = `--${name} <${spec.value}>`;
    return spec.required ? option : `[${option}]`;
  });
  return [command.name, ...command.args.map((arg) => `<${arg}>`), ...options].join(' ');
}

/**
 * `words` read for `command`, or undefined when they do not fit it (a usage error): exactly its positional
 * arguments, each declared option at most once and with a value, every required one present, no other. A
 * command that declares no option reads every word as positional, so an argument may begin with `--`.
 */
export function readArguments(command: Command, words: readonly string[]): CommandInput | undefined {
  const specs = command.options ?? {};
  const declared = Object.keys(specs).length > 0;
  const args: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    if (!declared || !word.startsWith('--')) {
      args.push(word);
      continue;
    }
    const name = word.slice(2);
    const value = words[i + 1];
    if (!Object.hasOwn(specs, name) || Object.hasOwn(options, name) || value === undefined) return undefined;
    options[name] = value;
    i++;
  }
  const missing = Object.entries(specs).some(
    ([name, spec]) => spec.required && !Object.hasOwn(options, name),
  );
  return args.length === command.args.length && !missing ? { args, options } : undefined;
}
