import { z } from 'zod';
import type { Db } from './database.js';
import schoolsData from './seed/med-schools.json' with { type: 'json' };

const schoolSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  abbreviation: z.string().min(1).max(12),
  country: z.string(),
  state_or_province: z.string(),
  degree: z.enum(['MD', 'DO']),
  email_domains: z.array(z.string()),
  status: z.string(),
  campus_of: z.string().optional(),
  aliases: z.array(z.string()).default([]),
});

export function medSchoolSeed() {
  return z.array(schoolSchema).parse(schoolsData);
}

/**
 * Reference data, upserted at every start so a corrected list reaches existing installs. Schools
 * are never deleted here: profiles point at them.
 */
export async function seedReferenceData(db: Db): Promise<{ schools: number }> {
  const schools = medSchoolSeed();
  await db.kysely.transaction().execute(async (trx) => {
    for (const s of schools) {
      const row = {
        id: s.id,
        name: s.name,
        abbreviation: s.abbreviation,
        country: s.country,
        state_or_province: s.state_or_province,
        degree: s.degree,
        status: s.status,
        email_domains: JSON.stringify(s.email_domains.map((d) => d.toLowerCase())),
        aliases: JSON.stringify(s.aliases),
        campus_of: s.campus_of ?? null,
      };
      const { id: _id, ...update } = row;
      await trx
        .insertInto('med_schools')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(update))
        .execute();
    }
  });
  return { schools: schools.length };
}
