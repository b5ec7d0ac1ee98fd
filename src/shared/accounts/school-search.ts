export interface SchoolOption {
  id: string;
  name: string;
  abbreviation: string;
  aliases: readonly string[];
  emailDomains: readonly string[];
}

/**
 * Case-insensitive substring search over a school's name, abbreviation and aliases. A blank
 * query lists every school. The order of the input is kept (the server sends them by name).
 */
export function searchSchools<T extends SchoolOption>(schools: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...schools];
  return schools.filter(
    (s) =>
      s.name.toLowerCase().includes(q) ||
      s.abbreviation.toLowerCase().includes(q) ||
      s.aliases.some((a) => a.toLowerCase().includes(q)),
  );
}
