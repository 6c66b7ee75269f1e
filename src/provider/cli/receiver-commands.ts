/**
 * `issue-receiver-credential <client_id>` (docs/identity.md#receiver-credentials): a new bearer secret for
 * the client's security event stream, printed once; the one it had before stops working. The audit log
 * records that it was issued, by whom and when.
 */
import { auditReceiverCredential } from '../oauth/module.ts';
import { issueReceiverCredential } from '../secevents/credential.ts';
import { actingAt } from './acting.ts';
import { EXIT, type Command } from './command.ts';

export const issueReceiverCredentialCommand: Command = {
  name: 'issue-receiver-credential',
  args: ['client_id'],
  async run(provider, { args: [clientId = ''] }, now) {
    const credential = await provider.sql.withTransaction(async () => {
      const issued = await issueReceiverCredential(provider, clientId, now);
      if (issued !== undefined) await auditReceiverCredential(provider, actingAt(now), clientId);
      return issued;
    });
    if (credential === undefined) return { code: EXIT.notFound, lines: [`no client "${clientId}"`] };
    return {
      code: EXIT.done,
      lines: [
        `receiver credential for ${clientId}'s security event stream (shown once; any earlier one stops working):`,
        credential,
        'send it as "Authorization: Bearer <credential>" to the stream, status and poll endpoints',
      ],
    };
  },
};
