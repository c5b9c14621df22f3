/**
 * What the portal records about itself for the admin's logs and performance pages, always as bounded aggregates or
 * capped logs: API errors (one row per 5xx, pruned by age and count), API latency per route and hour, and real-user
 * Core Web Vitals per day, page type, language and metric. Latency and vitals are histograms with fixed bucket
 * bounds (histogram.ts), so that several processes add to one row and percentiles come from the counts.
 */
import type { Generated } from 'kysely';

export interface ApiErrorsTable {
  id: Generated<number>;
  at: number;
  method: string;
  /** The route's pattern (`/api/admin/leads/:id`), never the filled-in path with its ids. */
  route: string;
  status: number;
  message: string;
}

/** Bucket counts b0…b11 of a histogram (histogram.ts BUCKETS). */
export interface HistogramColumns {
  n: number;
  sum: number;
  b0: number;
  b1: number;
  b2: number;
  b3: number;
  b4: number;
  b5: number;
  b6: number;
  b7: number;
  b8: number;
  b9: number;
  b10: number;
  b11: number;
}

export interface ApiLatencyTable extends HistogramColumns {
  /** Start of the hour, epoch ms. */
  hour: number;
  method: string;
  route: string;
}

export interface RumVitalsTable extends HistogramColumns {
  /** The day, `YYYY-MM-DD` (UTC). */
  day: string;
  page_type: string;
  lang: string;
  metric: string;
}

export interface MonitoringTables {
  api_errors: ApiErrorsTable;
  api_latency: ApiLatencyTable;
  rum_vitals: RumVitalsTable;
}
