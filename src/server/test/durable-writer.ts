/**
 * A child process for the kill -9 test of the SQLite group commit: opens the database at argv[2]
 * as the server does, then makes writes from 16 concurrent "requests" (single statements and
 * two-statement transactions) and prints the id of each one as it is acknowledged, until killed.
 */
import { sql } from 'kysely';
import { openDatabase } from '../db/database.js';

const db = await openDatabase({ kind: 'sqlite', file: process.argv[2]! });
await sql`create table if not exists acked (id integer primary key, pair integer)`.execute(
  db.kysely,
);
let next = 0;
const worker = async () => {
  for (;;) {
    const id = ++next;
    if (id % 2) {
      await sql`insert into acked (id) values (${id})`.execute(db.kysely);
    } else {
      await db.kysely.transaction().execute(async (trx) => {
        await sql`insert into acked (id) values (${id})`.execute(trx);
        await sql`insert into acked (id, pair) values (${-id}, ${id})`.execute(trx);
      });
    }
    process.stdout.write(`${id}\n`);
  }
};
await Promise.all(Array.from({ length: 16 }, worker));
