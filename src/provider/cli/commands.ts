/**
 * The administration commands, `npm run provider -- <name> <arguments>` (README, Commands): one row each,
 * in the order the usage lists them. A command's file holds what it does; run.ts reads its words against
 * the row (arguments.ts), composes the provider it runs on and closes it after. Exit statuses: command.ts
 * `EXIT`.
 */
import { disableAccountCommand, enableAccountCommand } from './account-commands.ts';
import {
  addClientCommand,
  listClientsCommand,
  removeClientCommand,
  rotateClientSecretCommand,
} from './client-commands.ts';
import type { Command } from './command.ts';
import { addUserCommand, createAdminCommand, resetPasswordCommand } from './people-commands.ts';
import { rotateKeyCommand } from './key-commands.ts';
import { issueReceiverCredentialCommand } from './receiver-commands.ts';

export const COMMANDS: readonly Command[] = [
  createAdminCommand,
  addUserCommand,
  resetPasswordCommand,
  disableAccountCommand,
  enableAccountCommand,
  addClientCommand,
  listClientsCommand,
  rotateClientSecretCommand,
  removeClientCommand,
  rotateKeyCommand,
  issueReceiverCredentialCommand,
];
