/** The diagnostics code of an API failure (docs/app.md#diagnostics). */
import type { ErrorCode } from '../diagnostics/recorder.ts';
import type { ApiError, ApiErrorKind } from './api-error.ts';

const CODES: Readonly<Record<ApiErrorKind, ErrorCode>> = {
  network: 'E-NET',
  signedOut: 'E-AUTH',
  sessionRefused: 'E-AUTH',
  unauthorized: 'E-401',
  scopeNotGranted: 'E-403',
  adminPolicy: 'E-403',
  forbidden: 'E-403',
  quota: 'E-429',
  notFound: 'E-404',
  unavailable: 'E-5XX',
  refused: 'E-HTTP',
  wire: 'E-DATA',
};

export function errorCodeOf(error: ApiError): ErrorCode {
  return CODES[error.kind];
}
