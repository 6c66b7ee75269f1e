/** A security event token receiver for the provider's transmitter (README.md beside this file). */
export { verifySet, SetError, systemReceiverClock } from './verify.ts';
export type { ReceiverClock, SetCheck, SetErrorCode, VerifiedSet } from './verify.ts';
export { SetReceiver, MemorySeenJtis } from './receiver.ts';
export type { Received, SeenJtis, SetAction } from './receiver.ts';
export { pushEndpoint } from './push-endpoint.ts';
export { SetPoller } from './poller.ts';
export type { PollerOptions, PollResult } from './poller.ts';
