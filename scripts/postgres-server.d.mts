export declare const INSTALL_HINT: string;
export declare function postgresBinDir(): string | undefined;
export interface PostgresServer {
  port: number;
  /** `postgres://postgres@127.0.0.1:<port>/<database>` */
  url: string;
  folder: string;
  /** Stops the server and deletes its folder; also done when the process exits. */
  stop(): void;
}
export declare function startPostgres(options?: {
  database?: string;
  settings?: string[];
}): Promise<PostgresServer>;
