import type { Db } from '../../db/database.js';
import type { PublicSchool } from '../../../shared/accounts/schemas.js';

function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function createSchoolsRepository(db: Db) {
  return {
    async list(): Promise<PublicSchool[]> {
      const rows = await db.kysely
        .selectFrom('med_schools')
        .select(['id', 'name', 'abbreviation', 'aliases', 'email_domains'])
        .orderBy('name')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        abbreviation: r.abbreviation,
        aliases: parseList(r.aliases),
        emailDomains: parseList(r.email_domains),
      }));
    },

    async byId(id: string): Promise<PublicSchool | null> {
      const r = await db.kysely
        .selectFrom('med_schools')
        .select(['id', 'name', 'abbreviation', 'aliases', 'email_domains'])
        .where('id', '=', id)
        .executeTakeFirst();
      return r
        ? {
            id: r.id,
            name: r.name,
            abbreviation: r.abbreviation,
            aliases: parseList(r.aliases),
            emailDomains: parseList(r.email_domains),
          }
        : null;
    },
  };
}

export type SchoolsRepository = ReturnType<typeof createSchoolsRepository>;
