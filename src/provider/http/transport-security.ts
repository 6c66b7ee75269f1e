/**
 * HSTS (RFC 6797) when the provider's public URL is https: a browser that once reached it over TLS goes
 * there only over TLS for a year, so a person on a hostile network cannot be led to a plain-HTTP copy of the
 * sign-in page. Not sent for an http public URL (a LAN address, a test): the header means nothing there, and
 * a browser ignores it over plain HTTP anyway (RFC 6797 §8.1).
 */

/** One year, in seconds. No includeSubDomains: the provider cannot speak for the other hosts of its domain. */
export const HSTS = 'max-age=31536000';

/** Whether answers carry HSTS: only when the public URL is https. http/answer-headers.ts sets it. */
export const sendsHsts = (publicUrl: string): boolean => publicUrl.startsWith('https:');
