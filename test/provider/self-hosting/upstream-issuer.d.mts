export declare const UPSTREAM_CLIENT: { id: string; secret: string };

export interface UpstreamIssuer {
  issuer: string;
  /** From now on the token endpoint's ID tokens name another audience (re-signed with the issuer's key). */
  answerForAnotherAudience(on: boolean): void;
  close(): Promise<void>;
}

export declare function startUpstreamIssuer(redirectUri: string): Promise<UpstreamIssuer>;
