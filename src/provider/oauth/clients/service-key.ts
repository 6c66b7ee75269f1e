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

/** Whether `pem` holds a private key (PKCS#8, PKCS#1, SEC 1, OpenSSH, an OpenPGP block), never registered. */
const holdsPrivateKey = (pem: string): boolean => /-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/.test(pem);

/** PEM blocks that hold nothing secret (RFC 7468 §4, §13, and PKCS#1's RSA PUBLIC KEY). */
const PUBLIC_BLOCKS = /-----BEGIN (PUBLIC KEY|RSA PUBLIC KEY|CERTIFICATE)-----[\s\S]*?-----END \1-----/g;

/**
 * Whether `text` is public PEM blocks and nothing else: what a page may show again. Anything else pasted (a
 * private key under any name, a JWK, a key body without its lines) may be a secret.
 */
export function onlyPublicPem(text: string): boolean {
  const rest = text.replace(PUBLIC_BLOCKS, '');
  return rest.length < text.length && rest.trim() === '';
}

/**
 * The key to register, as SPKI PEM, or why it will not do, in words the command prints. Lines may be indented
 * (a key copied from an email or a document) and end in CRLF (a browser's form).
 */
export function readServicePublicKey(text: string): Read<string> {
  const pem = text.replace(/^[ \t]+|[ \t\r]+$/gm, '');
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
