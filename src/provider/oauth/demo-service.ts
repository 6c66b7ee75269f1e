/**
 * The demo service account of the README (docs/identity.md#service-accounts): a service client that manages
 * the video module's demo content owner. Its key pair is fixed and public: the private half is
 * `test/provider/oauth/demo-only-service-key.pem`, published with the project so that the tests and anyone
 * trying the provider can sign its assertions, which is why only a new database with PROVIDER_DEMO=1 gets
 * this client, as it gets the demo passwords. The database holds the public half alone.
 */
import { SCOPES } from '#shared/scopes.ts';
import { DEMO_SERVICE_CLIENT_ID } from '../demo-people.ts';
import type { SqlAccess } from '../store/sql-access.ts';
import { clientsIn } from './clients/store/clients-store.ts';

/** RSA 2048, verified as RS256, as Google's service account keys are. */
const DEMO_SERVICE_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAuEmF9LEnt2fAVToHhvlW
sFIUBFfoP2fs8APJFzEBChp7M7P7HasjEdb804661wNlYznEubC8Nh/+tsoReIGF
W4TBy07mVuM3qD2+XDtEjJgYUdcbgLDt49kSILpkyWPYCwKv4jhOv8IApONSKdg+
+raD5shUL6q/G43S5o2/8dhPS0ssH9gvNhU/AkHeWNXgjIbzktancetcEKRvojkI
HfmGatc7Cuk7yIiUdfRcnWhpqN1gJnhiV9VtRqOm8ah4RwUH0lgAUfWx5IyryIWa
oI8VBGARwURZbWGtR7fIgA/GIrHtFqxIqUkEO6vkCmB/MBVMVFVq89rY2ktpW5Du
qQIDAQAB
-----END PUBLIC KEY-----
`;

/** What it may ask for: reading channels, and the partner scope a content owner's tools hold. */
export const DEMO_SERVICE_SCOPES: readonly string[] = [SCOPES.videoReadonly, SCOPES.videoPartner];

export async function seedDemoService(sql: SqlAccess): Promise<void> {
  await clientsIn(sql).saveService(
    { id: DEMO_SERVICE_CLIENT_ID, name: 'Harbour Records uploads', allowedScopes: DEMO_SERVICE_SCOPES },
    DEMO_SERVICE_PUBLIC_KEY,
  );
}
