/**
 * Company and contact data shown in the footer, the imprint and e-mails. Read at build time from the
 * environment so an operator can brand the portal without touching code (README lists every variable).
 */
const env = (typeof process !== 'undefined' ? process.env : {}) as Record<string, string | undefined>;

export const site = {
  brand: env.SITE_BRAND || 'Immoz',
  parentCompany: env.SITE_PARENT_COMPANY || 'Immoz Immobilien GmbH',
  phone: env.SITE_PHONE || '+43 1 234 56 78',
  email: env.SITE_EMAIL || 'office@immoz.at',
  street: env.SITE_STREET || 'Mariahilfer Straße 1',
  postcode: env.SITE_POSTCODE || '1060',
  city: env.SITE_CITY || 'Wien',
  companyRegister: env.SITE_COMPANY_REGISTER || 'FN 123456a, Handelsgericht Wien',
  vatId: env.SITE_VAT_ID || 'ATU12345678',
  managingDirector: env.SITE_MANAGING_DIRECTOR || 'Mag. Anna Huber',
  supervisoryAuthority: env.SITE_AUTHORITY || 'Magistratisches Bezirksamt für den 6. Bezirk',
  chamber: env.SITE_CHAMBER || 'Wirtschaftskammer Wien, Fachgruppe Immobilien- und Vermögenstreuhänder',
  foundedYear: 2001,
} as const;

export type Site = typeof site;
