import { eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { users } from '../../db/schema/users.js';

export async function findUser(db: Conn, username: string) {
  const rows = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return rows[0];
}

export async function findUserByEmail(db: Conn, email: string) {
  const rows = await db
    .select({ username: users.username, firstname: users.firstname, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0];
}

export async function findDefaultInternalUser(db: Conn) {
  const rows = await db
    .select()
    .from(users)
    .where(sql`${users.internal} and ${users.status} = 'A'`)
    .orderBy(users.username)
    .limit(1);
  return rows[0];
}

export async function insertUser(db: Conn, row: typeof users.$inferInsert) {
  await db.insert(users).values(row);
}

export async function setPassword(db: Conn, username: string, passwordHash: string, resetpassword: boolean) {
  await db.update(users).set({ passwordHash, resetpassword }).where(eq(users.username, username));
}
