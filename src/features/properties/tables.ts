/** Listings as the API needs them, loaded from the snapshot; `summary` is the JSON the batch call answers. */
import type { Selectable } from 'kysely';

export interface PropertiesTable {
  id: number;
  external_id: string | null;
  objekttitel: string;
  title_slug: string | null;
  status: string | null;
  vermarktungsart: string | null;
  objektart: string | null;
  kaufpreis: number | null;
  kaltmiete: number | null;
  ort: string | null;
  summary: string;
  /** Whom a lead about the listing goes to (JSON: LeadContact); null for rows loaded before leads existed. */
  lead_contact: string | null;
  updated_at: number;
}

/** New-construction projects as leads need them: the name and whom to write to. */
export interface ProjectsTable {
  id: number;
  slug: string;
  name: string;
  /** JSON: ProjectLeadContact. */
  lead_contact: string;
  updated_at: number;
}

/** Small key-value facts the API keeps about its own state (the digest of the loaded snapshot). */
export interface AppMetaTable {
  key: string;
  value: string;
}

export interface PropertiesTables {
  properties: PropertiesTable;
  projects: ProjectsTable;
  app_meta: AppMetaTable;
}

export type Property = Selectable<PropertiesTable>;
