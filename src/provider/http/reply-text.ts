/**
 * The start of a receiver's answer, for the words of a failed push. A receiver chooses how much it sends,
 * and `Response.text()` would hold all of it in memory, however long it streams, until the push's timeout;
 * so at most `maxBytes` are read, and the rest is cancelled, closing the connection.
 */

/** How much of a webhook or push receiver's answer the provider reads (docs/security.md#connections). */
export const MAX_REPLY_BYTES = 4096;

/** The answer's first `maxBytes` bytes as text; a character cut at the end becomes U+FFFD. */
export async function replyText(res: Response, maxBytes = MAX_REPLY_BYTES): Promise<string> {
  const reader = res.body?.getReader();
  if (reader === undefined) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, maxBytes));
}
