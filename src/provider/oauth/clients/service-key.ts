/**
 * A service client's registered key (docs/identity.md#service-accounts): a PEM public key (SPKI, or PKCS#1
 * for RSA) or an X.509 certificate holding one, RSA of at least 2048 bits, verified as RS256 (what Google's
 * service accounts and their libraries sign with, RFC 7518 §3.3), or EC P-256, verified as ES256 (§3.4).
 * It is stored as SPKI PEM. A private key is refused rather than reduced to its public half: whoever holds
 * the file that was given should know it is the one that must never leave the service account's machine.
 */
import { createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import type { Read } from '../admin/admin-input.ts';

/** The one algorithm each kind of key verifies. */
export type ServiceKeyAlg = 'RS256' | 'ES256';

const MIN_RSA_BITS = 2048;

function algorithmOf(key: KeyObject): ServiceKeyAlg | undefined {
  const details = key.asymmetricKeyDetails;
  if (key.asymmetricKeyType === 'rsa' && (details?.modulusLength ?? 0) >= MIN_RSA_BITS) return 'RS256';
  if (key.asymmetricKeyType === 'ec' && details?.namedCurve === 'prime256v1') return 'ES256';
  return undefined;
}

function publicKeyIn(pem: string): KeyObject | undefined {
  try {
    return /-----BEGIN CERTIFICATE-----/.test(pem)
      ? new X509Certificate(pem).publicKey
      : createPublicKey({ key: pem, format: 'pem' });
  } catch {
    return undefined;
  }
}

/** Whether `pem` holds a private key, which is never registered, stored or shown again. */
export const holdsPrivateKey = (pem: string): boolean => /-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(pem);

/** The key to register, as SPKI PEM, or why it will not do, in words the command prints. */
export function readServicePublicKey(pem: string): Read<string> {
  if (holdsPrivateKey(pem)) {
    return {
      ok: false,
      problem:
        'that is a private key: register its public key (openssl pkey -pubout) and keep the private key with the service',
    };
  }
  const key = publicKeyIn(pem);
  if (key === undefined)
    return { ok: false, problem: 'no PEM public key or certificate could be read there' };
  if (algorithmOf(key) === undefined) {
    return { ok: false, problem: `the key must be RSA of at least ${MIN_RSA_BITS} bits or EC P-256` };
  }
  return { ok: true, value: key.export({ type: 'spki', format: 'pem' }).toString() };
}

/** The registered key and the algorithm an assertion must be signed with; undefined for a key that is none. */
export function verificationKey(spki: string): { key: KeyObject; alg: ServiceKeyAlg } | undefined {
  const key = publicKeyIn(spki);
  const alg = key && algorithmOf(key);
  return key && alg && { key, alg };
}
