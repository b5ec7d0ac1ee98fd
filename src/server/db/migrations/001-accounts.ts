import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Accounts: better-auth's tables exactly as its schema check expects them on each dialect (with
 * the username plugin), then our profile, admin, friendship and mail-outbox tables.
 */
export function accountsMigration(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  const date = pg ? 'timestamptz' : 'date';
  const bool = pg ? 'boolean' : 'integer';
  const now = sql`CURRENT_TIMESTAMP`;

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('emailVerified', bool, (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('createdAt', date, (c) => (pg ? c.notNull().defaultTo(now) : c.notNull()))
        .addColumn('updatedAt', date, (c) => (pg ? c.notNull().defaultTo(now) : c.notNull()))
        .addColumn('username', 'text', (c) => c.unique())
        .addColumn('displayUsername', 'text')
        .execute();

      await db.schema
        .createTable('session')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('expiresAt', date, (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('createdAt', date, (c) => (pg ? c.notNull().defaultTo(now) : c.notNull()))
        .addColumn('updatedAt', date, (c) => c.notNull())
        .addColumn('ipAddress', 'text')
        .addColumn('userAgent', 'text')
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .execute();

      await db.schema
        .createTable('account')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('accountId', 'text', (c) => c.notNull())
        .addColumn('providerId', 'text', (c) => c.notNull())
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('accessToken', 'text')
        .addColumn('refreshToken', 'text')
        .addColumn('idToken', 'text')
        .addColumn('accessTokenExpiresAt', date)
        .addColumn('refreshTokenExpiresAt', date)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('createdAt', date, (c) => (pg ? c.notNull().defaultTo(now) : c.notNull()))
        .addColumn('updatedAt', date, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('verification')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('identifier', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('expiresAt', date, (c) => c.notNull())
        .addColumn('createdAt', date, (c) => (pg ? c.notNull().defaultTo(now) : c.notNull()))
        .addColumn('updatedAt', date, (c) => (pg ? c.notNull().defaultTo(now) : c.notNull()))
        .execute();

      await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();
      await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();
      await db.schema
        .createIndex('verification_identifier_idx')
        .on('verification')
        .column('identifier')
        .execute();

      await db.schema
        .createTable('med_schools')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('abbreviation', 'text', (c) => c.notNull().unique())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('state_or_province', 'text', (c) => c.notNull())
        .addColumn('degree', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('email_domains', 'text', (c) => c.notNull())
        .addColumn('aliases', 'text', (c) => c.notNull())
        .addColumn('campus_of', 'text')
        .execute();

      await db.schema
        .createTable('profiles')
        .addColumn('user_id', 'text', (c) =>
          c.primaryKey().references('user.id').onDelete('cascade'),
        )
        .addColumn('med_school_id', 'text', (c) =>
          c.references('med_schools.id').onDelete('set null'),
        )
        .addColumn('custom_med_school', 'text')
        .addColumn('med_school_changed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('profiles_med_school_idx')
        .on('profiles')
        .column('med_school_id')
        .execute();

      await db.schema
        .createTable('admin_users')
        .addColumn('user_id', 'text', (c) =>
          c.primaryKey().references('user.id').onDelete('cascade'),
        )
        .addColumn('granted_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('friendships')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('requester_id', 'text', (c) =>
          c.notNull().references('user.id').onDelete('cascade'),
        )
        .addColumn('addressee_id', 'text', (c) =>
          c.notNull().references('user.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('pending', 'accepted')`),
        )
        .addColumn('pair_key', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('friendships_not_self', sql`requester_id <> addressee_id`)
        .execute();
      await db.schema
        .createIndex('friendships_requester_idx')
        .on('friendships')
        .column('requester_id')
        .execute();
      await db.schema
        .createIndex('friendships_addressee_idx')
        .on('friendships')
        .column('addressee_id')
        .execute();

      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text', (c) => c.notNull())
        .addColumn('link', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of [
        'mail_outbox',
        'friendships',
        'admin_users',
        'profiles',
        'med_schools',
        'verification',
        'account',
        'session',
        'user',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
