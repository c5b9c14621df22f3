/** What the OpenImmo mapping hands to the importer. */
import type { ImageKind, Listing } from '../../domain/listing';
import type { IdentityPart } from '../identity';
import type { CodedWarning, ImportWarning } from '../warnings';

/** An attachment to be resolved by the media step. */
export interface MediaRef {
  /** As written in <pfad>: a path inside the ZIP / beside the XML, or an http(s) URL. */
  ref: string;
  title?: string;
  kind: ImageKind | 'document' | 'logo' | 'energy_certificate';
  format?: string;
}

/** The listing as far as the feed alone determines it; the importer adds id, agency, media, dates and digest. */
export type ListingDraft = Omit<
  Listing,
  | 'id'
  | 'source'
  | 'agency'
  | 'project_id'
  | 'images'
  | 'primary_image'
  | 'documents'
  | 'created_at'
  | 'updated_at'
  | 'digest'
>;

export type MapResult =
  | {
      kind: 'listing';
      /** objektnr_extern ?? openimmo_obid ?? objektnr_intern; null when the importer must derive it from `identity`. */
      key: string | null;
      identity: IdentityPart[] | null;
      /** external_id is '' while key is null: the importer fills in the derived key. */
      draft: ListingDraft;
      media: MediaRef[];
      contactPhoto: MediaRef | null;
      /** verwaltung_techn dates, ISO, for created_at / updated_at */
      aktivVon: string | null;
      standVom: string | null;
      aktion: 'NEW' | 'CHANGE' | 'REFERENZ';
      warnings: string[];
      warningCodes: ImportWarning[];
    }
  | {
      kind: 'delete';
      key: string | null;
      identity: IdentityPart[] | null;
      warnings: string[];
      warningCodes: ImportWarning[];
    }
  | {
      kind: 'skip';
      key: string | null;
      reason: CodedWarning;
      warnings: string[];
      warningCodes: ImportWarning[];
    };

export interface MapContext {
  /** For warnings and generated titles: the feed's language when it says so (verwaltung_techn/sprache). */
  defaultLang?: string;
}
