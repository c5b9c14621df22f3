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
  updated_at: number;
}

/** Small key-value facts the API keeps about its own state (the digest of the loaded snapshot). */
export interface AppMetaTable {
  key: string;
  value: string;
}

export interface PropertiesTables {
  properties: PropertiesTable;
  app_meta: AppMetaTable;
}

export type Property = Selectable<PropertiesTable>;
