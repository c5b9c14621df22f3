/** One row per rate-limit key: the start of its current window and the attempts counted in it. */
export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface RateLimitTables {
  rate_limits: RateLimitsTable;
}
