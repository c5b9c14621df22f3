/**
 * Company and contact data shown in the footer, the imprint and e-mails, from the configuration so an operator
 * can brand the portal without touching code. Build-time and server code only: browser code gets what it needs
 * through the page.
 */
import { env } from './env';

const e = env();

export const site = {
  brand: e.SITE_BRAND,
  parentCompany: e.SITE_PARENT_COMPANY,
  phone: e.SITE_PHONE,
  email: e.SITE_EMAIL,
  street: e.SITE_STREET,
  postcode: e.SITE_POSTCODE,
  city: e.SITE_CITY,
  companyRegister: e.SITE_COMPANY_REGISTER,
  vatId: e.SITE_VAT_ID,
  managingDirector: e.SITE_MANAGING_DIRECTOR,
  supervisoryAuthority: e.SITE_AUTHORITY,
  chamber: e.SITE_CHAMBER,
  foundedYear: 2001,
} as const;

export type Site = typeof site;
