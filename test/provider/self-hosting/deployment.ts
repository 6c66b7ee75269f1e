/**
 * A provider as an operator deploys it (docs/operating.md): settings read from the environment as
 * `npm run provider` reads them, a new database file (and under `npm run test:postgres` a new PostgreSQL
 * database of its own, as on a first deployment), a public URL that is not loopback, and the
 * administration commands run against the same store as `npm run provider -- <command>` runs them.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommand } from '../../../src/provider/cli/run.ts';
import type { CommandResult } from '../../../src/provider/cli/command.ts';
import { ManualClock } from '../../../src/provider/clock.ts';
import { startProvider, type RunningProvider } from '../../../src/provider/server.ts';
import { settingsFromEnv, type Settings } from '../../../src/provider/settings.ts';
import {
  DEVICE_CODE_GRANT_TYPE,
  parseDeviceCodeResponse,
  type DeviceCodeResponse,
} from '../../../src/shared/wire/oauth.ts';
import { PageBrowser } from '../oauth/browser.ts';
import { freshDatabase } from '../replicas/replica-set.ts';
import { POSTGRES_URL } from '../store-under-test.ts';

export const PUBLIC_URL = 'https://tv-auth.example';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export interface ClientCredentials {
  client_id: string;
  client_secret: string;
}

export class Deployment {
  private constructor(
    public provider: RunningProvider,
    readonly settings: Settings,
    readonly clock: ManualClock,
    private readonly folder: string,
  ) {}

  /** `env`: more of the environment, over a new database file and the public URL above. */
  static async start(env: Record<string, string> = {}, clock = new ManualClock()): Promise<Deployment> {
    const folder = mkdtempSync(join(tmpdir(), 'self-hosted-'));
    const settings = settingsFromEnv({
      PROVIDER_PUBLIC_URL: PUBLIC_URL,
      PROVIDER_DB: join(folder, 'provider.sqlite'),
      PROVIDER_PORT: '0',
      PROVIDER_SCRYPT_COST: '10',
      PROVIDER_DATABASE_URL: POSTGRES_URL === '' ? '' : await freshDatabase(POSTGRES_URL, 'hosted'),
      ...env,
    });
    const provider = await startProvider({ settings, clock });
    return new Deployment(provider, settings, clock, folder);
  }

  /** Stops the provider and starts it again on the same database, with `changes` to its settings. */
  async restart(changes: Partial<Settings> = {}): Promise<void> {
    await this.provider.close();
    this.provider = await startProvider({ settings: { ...this.settings, ...changes }, clock: this.clock });
  }

  get origin(): string {
    return this.provider.origin;
  }

  async close(): Promise<void> {
    await this.provider.close();
    rmSync(this.folder, { recursive: true, force: true });
  }

  /** `npm run provider -- <name> <words>`, against this deployment's store, at the provider's time. */
  run(name: string, ...words: string[]): Promise<CommandResult> {
    return runCommand(name, words, this.settings, this.clock.now());
  }

  /** A browser on the provider's pages (it listens on loopback; its public URL is only a name here). */
  browser(): PageBrowser {
    return new PageBrowser(this.origin);
  }

  /** The path and query of a link the provider printed for its public URL. */
  pathOf(link: string): string {
    assert.ok(link.startsWith(`${PUBLIC_URL}/`), link);
    return link.slice(PUBLIC_URL.length);
  }

  async form(path: string, fields: Record<string, string>): Promise<Answer> {
    const res = await fetch(this.origin + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  async requestCode(client: ClientCredentials, scope: string): Promise<DeviceCodeResponse> {
    const answer = await this.form('/device/code', { client_id: client.client_id, scope });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return parseDeviceCodeResponse(answer.body);
  }

  poll(client: ClientCredentials, deviceCode: string): Promise<Answer> {
    return this.form('/token', { ...client, grant_type: DEVICE_CODE_GRANT_TYPE, device_code: deviceCode });
  }

  refresh(client: ClientCredentials, refreshToken: string): Promise<Answer> {
    return this.form('/token', { ...client, grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /** A person chooses `password` on the page their link opens: the page that answers. */
  async setPassword(
    browser: PageBrowser,
    link: string,
    password: string,
  ): Promise<{ status: number; text: string; location: string | null }> {
    const opened = await browser.get(this.pathOf(link));
    assert.equal(opened.status, 200, opened.text);
    const page = await browser.post('/account/setup', {
      token: new URL(link).searchParams.get('token') ?? '',
      password,
      confirm: password,
    });
    return { status: page.status, text: page.text, location: page.headers.get('Location') };
  }
}

/** The value of `name <value>` in a command's output. */
export function printed(result: CommandResult, name: string): string {
  const line = result.lines.find((l) => l.startsWith(`${name} `));
  assert.ok(line !== undefined, `${name} in ${JSON.stringify(result)}`);
  return line.slice(name.length + 1);
}

/** The set-password link at the end of a command's one line. */
export function linkIn(result: CommandResult): string {
  assert.equal(result.code, 0, result.lines.join('\n'));
  assert.equal(result.lines.length, 1, result.lines.join('\n'));
  const link = /(https:\/\/\S+\/account\/setup\?token=[\w-]{43})$/.exec(result.lines[0] ?? '')?.[1];
  assert.ok(link !== undefined, result.lines[0]);
  return link;
}
