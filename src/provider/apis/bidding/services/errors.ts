/**
 * The bidding API's errors, google.rpc-style as the public Real-time Bidding API writes them:
 * `{error: {code, message, status}}` (the provider's ApiError adds its usual `errors[]`).
 */
import { ApiError } from '../../../http/errors.ts';

/** One answer for "not there" and "not yours", word for word, so names cannot be enumerated. */
export const notFound = (): ApiError => new ApiError(404, 'notFound', 'Requested entity was not found.');

export const invalidArgument = (message: string): ApiError => new ApiError(400, 'badRequest', message);

export const alreadyExists = (message: string): ApiError => new ApiError(409, 'alreadyExists', message);

/** 400 with the status FAILED_PRECONDITION, which the provider's shared table maps only to 412. */
export class FailedPrecondition extends ApiError {
  constructor(message: string) {
    super(400, 'failedPrecondition', message);
  }

  override body(): ReturnType<ApiError['body']> {
    const body = super.body();
    return { error: { ...body.error, status: 'FAILED_PRECONDITION' } };
  }
}
