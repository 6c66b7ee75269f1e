/** Project members, images and disks. Images and disks are stored whole as JSON. */
import type { Image } from '#shared/wire/compute.ts';
import type { SqlAccess } from '../../../store/sql-access.ts';

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

  constructor(sql: SqlAccess) {
    this.#role = sql.prepare('SELECT role FROM compute_members WHERE project = ? AND user_id = ?');
    this.#addMember = sql.prepare('INSERT INTO compute_members (project, user_id, role) VALUES (?, ?, ?)');
    this.#image = sql.prepare('SELECT data FROM compute_images WHERE project = ? AND name = ?');
    this.#images = sql.prepare(
      'SELECT data FROM compute_images WHERE project = ? AND name > ? ORDER BY name LIMIT ?',
    );
    this.#putImage = sql.prepare('UPDATE compute_images SET data = ? WHERE project = ? AND name = ?');
    this.#insertImage = sql.prepare('INSERT INTO compute_images (project, name, data) VALUES (?, ?, ?)');
    this.#disk = sql.prepare('SELECT 1 FROM compute_disks WHERE project = ? AND zone = ? AND name = ?');
    this.#insertDisk = sql.prepare(
      'INSERT INTO compute_disks (project, zone, name, data) VALUES (?, ?, ?, ?)',
    );
  }

  async role(project: string, userId: string): Promise<Role | undefined> {
    return (await this.#role.get<{ role: Role }>(project, userId))?.role;
  }

  async addMember(project: string, userId: string, role: Role): Promise<void> {
    await this.#addMember.run(project, userId, role);
  }

  async image(project: string, name: string): Promise<Image | undefined> {
    const row = await this.#image.get<{ data: string }>(project, name);
    return row === undefined ? undefined : (JSON.parse(row.data) as Image);
  }

  /** Images by name after `after`, at most `limit`. */
  async images(project: string, after: string, limit: number): Promise<Image[]> {
    const rows = await this.#images.all<{ data: string }>(project, after, limit);
    return rows.map((r) => JSON.parse(r.data) as Image);
  }

  async insertImage(project: string, image: Image): Promise<void> {
    await this.#insertImage.run(project, image.name, JSON.stringify(image));
  }

  async putImage(project: string, image: Image): Promise<void> {
    await this.#putImage.run(JSON.stringify(image), project, image.name);
  }

  async hasDisk(project: string, zone: string, name: string): Promise<boolean> {
    return (await this.#disk.get(project, zone, name)) !== undefined;
  }

  async insertDisk(project: string, zone: string, name: string, disk: object): Promise<void> {
    await this.#insertDisk.run(project, zone, name, JSON.stringify(disk));
  }
}
