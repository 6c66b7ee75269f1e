/** An OAuth client as the authorization server knows it (docs/provider.md#errors: what each type may do). */
export interface Client {
  id: string;
  name: string;
  /** `tv`: TVs and limited-input devices, the only type that may use the device flow; `web` otherwise. */
  type: 'tv' | 'web';
  /** Set when only accounts of this organization may authorize the client (org_internal). */
  internalOrg: string | null;
}
