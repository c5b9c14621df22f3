/** Visitors' reports about listings, the editors' answers to them, and the listings the editors hid. */
import type { Generated, Selectable } from 'kysely';

export interface ListingReportsTable {
  id: Generated<number>;
  property_id: number;
  /** One of REPORT_REASONS (src/domain/reports/rules.ts). */
  reason: string;
  text: string | null;
  /** Where the reporter may be asked back; null when none was given. */
  email: string | null;
  lang: string;
  created_at: number;
  /** open | hidden | asked | dismissed: what the editors did with the listing's reports. */
  status: string;
  handled_at: number | null;
  handled_by: number | null;
}

export interface HiddenListingsTable {
  property_id: number;
  /** The report that led to it, when one did. */
  report_id: number | null;
  hidden_by: number;
  hidden_at: number;
}

export interface ReportsTables {
  listing_reports: ListingReportsTable;
  hidden_listings: HiddenListingsTable;
}

export type ListingReport = Selectable<ListingReportsTable>;
