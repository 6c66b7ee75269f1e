/**
 * A failed resource request, in a person's words with a next step. Every API client turns HTTP errors and
 * session errors into one of these, so views only ever show words.
 */
import { SessionError } from '../auth/session.ts';

export class ApiProblem extends Error {
  constructor(
    message: string,
    readonly next: string,
  ) {
    super(message);
    this.name = 'ApiProblem';
  }
}

/** Builds the problem for a non-2xx answer of a resource API (public error shape `{error:{message}}`). */
export async function problemFromResponse(response: Response): Promise<ApiProblem> {
  if (response.status === 403) {
    return new ApiProblem(
      'This account did not allow the app to see this.',
      'Sign out and sign in again to allow it.',
    );
  }
  if (response.status === 401) {
    return new ApiProblem('The service did not accept this TV’s sign-in.', 'Sign out and sign in again.');
  }
  if (response.status >= 500) {
    return new ApiProblem('The service is having trouble right now.', 'Try again in a minute.');
  }
  let detail = '';
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') detail = ` (${body.error.message})`;
  } catch {
    // No readable body; the status is enough.
  }
  return new ApiProblem(`The service refused the request${detail}.`, 'Try again later.');
}

/** Words for anything a view's data load threw. */
export function toProblem(err: unknown): ApiProblem {
  if (err instanceof ApiProblem) return err;
  if (err instanceof SessionError) {
    if (err.kind === 'offline')
      return new ApiProblem('The service cannot be reached.', 'Check the TV’s network, then try again.');
    if (err.kind === 'signedOut')
      return new ApiProblem('You are signed out.', 'Sign in again with a new code.');
    return new ApiProblem(err.message, 'Try again later.');
  }
  return new ApiProblem('Something went wrong while loading.', 'Try again.');
}
