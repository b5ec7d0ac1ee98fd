import type { PublicSchool } from '../../../shared/accounts/schemas';

/** A few schools shaped like GET /api/schools, for component tests (props, not server replies). */
export const TEST_SCHOOLS: PublicSchool[] = [
  {
    id: 'harvard',
    name: 'Harvard Medical School',
    abbreviation: 'HMS',
    aliases: ['Harvard Med'],
    emailDomains: ['hms.harvard.edu'],
  },
  {
    id: 'hopkins',
    name: 'Johns Hopkins University School of Medicine',
    abbreviation: 'JHUSOM',
    aliases: ['Hopkins'],
    emailDomains: ['jhmi.edu', 'jhu.edu'],
  },
  {
    id: 'open-door',
    name: 'Open Door College of Medicine',
    abbreviation: 'ODCOM',
    aliases: [],
    emailDomains: [],
  },
  {
    id: 'stanford',
    name: 'Stanford University School of Medicine',
    abbreviation: 'Stanford SOM',
    aliases: [],
    emailDomains: ['stanford.edu'],
  },
];
