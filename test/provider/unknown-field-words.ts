/**
 * What every API answers for a request field it does not know, or knows and does not model
 * (docs/provider.md#input): Google's words for the first, the provider's for the second, `at` naming the
 * object inside the body that holds the field, in the public APIs' error body.
 */

/** Google's APIs' words for a field they do not know. */
export const unknownName = (name: string, at?: string): string =>
  `Invalid JSON payload received. Unknown name "${name}"${at === undefined ? '' : ` at '${at}'`}: Cannot find field.`;

/** The words for a field of the public resource that this provider does not model. */
export const unsupportedField = (name: string, at?: string): string =>
  `The field "${name}"${at === undefined ? '' : ` at '${at}'`} is not supported by this provider.`;

/** The whole 400 body that carries `message`. */
export const refusal = (message: string): unknown => ({
  error: {
    code: 400,
    message,
    errors: [{ domain: 'global', reason: 'invalid', message }],
    status: 'INVALID_ARGUMENT',
  },
});
