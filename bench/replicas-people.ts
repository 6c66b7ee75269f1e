/**
 * People for the simulated phones (replicas-tvs.ts): a TV fleet is watched by many people, and one demo
 * account allowing 2,000 TVs would make every claim revoke that person's oldest refresh token (the per-person
 * limits, docs/provider.md#limits) and contend for the same rows. No command or page creates an account, so
 * the bench copies alice's row in the shared database (her password with it) under new ids and addresses.
 */
import pg from 'pg';

export interface Person {
  email: string;
  password: string;
}

/** Adds `count` people like alice to the replicas' database; alice's table must be there (seeded). */
export async function addPeople(databaseUrl: string, count: number): Promise<Person[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found = await client.query<Record<string, unknown>>(
      "SELECT * FROM oauth_users WHERE email = 'alice@example.com'",
    );
    const alice = found.rows[0];
    if (alice === undefined) {
      throw new Error('alice is not in the replicas’ database: is the authorization server on PostgreSQL?');
    }
    const columns = Object.keys(alice);
    const people: Person[] = [];
    for (let i = 1; i <= count; i++) {
      const email = `viewer${i}@example.com`;
      const row: Record<string, unknown> = { ...alice, id: `bench-${i}`, email, name: `Viewer ${i}` };
      await client.query(
        `INSERT INTO oauth_users (${columns.join(', ')}) VALUES (${columns.map((_, n) => `$${n + 1}`).join(', ')})`,
        columns.map((column) => row[column]),
      );
      people.push({ email, password: 'alice' });
    }
    return people;
  } finally {
    await client.end();
  }
}
