/** Project members, images and disks. Images and disks are stored whole as JSON. */
import type { Image } from '#shared/wire/compute.ts';
import type { SqliteAccess } from '../../../store/transaction.ts';
import { statement } from './statements.ts';

export type Role = 'owner' | 'viewer';

export class ResourceStore {
  readonly #role;
  readonly #addMember;
  readonly #image;
  readonly #images;
  readonly #putImage;
  readonly #insertImage;
  readonly #disk;
  readonly #insertDisk;

  constructor(private readonly sql: SqliteAccess) {
    this.#role = statement(sql, 'SELECT role FROM compute_members WHERE project = ? AND user_id = ?');
    this.#addMember = statement(sql, 'INSERT INTO compute_members (project, user_id, role) VALUES (?, ?, ?)');
    this.#image = statement(sql, 'SELECT data FROM compute_images WHERE project = ? AND name = ?');
    this.#images = statement(
      sql,
      'SELECT data FROM compute_images WHERE project = ? AND name > ? ORDER BY name LIMIT ?',
    );
    this.#putImage = statement(sql, 'UPDATE compute_images SET data = ? WHERE project = ? AND name = ?');
    this.#insertImage = statement(sql, 'INSERT INTO compute_images (project, name, data) VALUES (?, ?, ?)');
    this.#disk = statement(sql, 'SELECT 1 FROM compute_disks WHERE project = ? AND zone = ? AND name = ?');
    this.#insertDisk = statement(
      sql,
      'INSERT INTO compute_disks (project, zone, name, data) VALUES (?, ?, ?, ?)',
    );
  }

  role(project: string, userId: string): Promise<Role | undefined> {
    return this.sql.run(() => (this.#role.get(project, userId) as { role: Role } | undefined)?.role);
  }

  async addMember(project: string, userId: string, role: Role): Promise<void> {
    await this.sql.run(() => this.#addMember.run(project, userId, role));
  }

  image(project: string, name: string): Promise<Image | undefined> {
    return this.sql.run(() => {
      const row = this.#image.get(project, name) as { data: string } | undefined;
      return row === undefined ? undefined : (JSON.parse(row.data) as Image);
    });
  }

  /** Images by name after `after`, at most `limit`. */
  images(project: string, after: string, limit: number): Promise<Image[]> {
    return this.sql.run(() =>
      (this.#images.all(project, after, limit) as { data: string }[]).map((r) => JSON.parse(r.data) as Image),
    );
  }

  async insertImage(project: string, image: Image): Promise<void> {
    await this.sql.run(() => this.#insertImage.run(project, image.name, JSON.stringify(image)));
  }

  async putImage(project: string, image: Image): Promise<void> {
    await this.sql.run(() => this.#putImage.run(JSON.stringify(image), project, image.name));
  }

  hasDisk(project: string, zone: string, name: string): Promise<boolean> {
    return this.sql.run(() => this.#disk.get(project, zone, name) !== undefined);
  }

  async insertDisk(project: string, zone: string, name: string, disk: object): Promise<void> {
    await this.sql.run(() => this.#insertDisk.run(project, zone, name, JSON.stringify(disk)));
  }
}
