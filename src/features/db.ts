/**
 * The database as Kysely sees it: every feature's tables together, and the platform's own (rate limits, jobs,
 * action tokens). Both engines store the same shapes: times are integer milliseconds since the epoch (bigint in
 * PostgreSQL, read back as numbers), flags are 0/1 integers, structured extras are JSON text. That keeps one set
 * of queries for SQLite and PostgreSQL. Platform modules know only their own tables (see platform/db/own-tables).
 */
import type { Database } from '../platform/db/database';
import type { JobTables } from '../platform/queue/tables';
import type { RateLimitTables } from '../platform/rate-limit/tables';
import type { ActionTokenTables } from '../platform/action-tokens/tables';
import type { AuthTables } from './auth/tables';
import type { FavoritesTables } from './favorites/tables';
import type { PropertiesTables } from './properties/tables';
import type { LeadsTables } from './leads/tables';
import type { AdminTables } from './admin/tables';
import type { PriceAlertTables } from './price-alerts/tables';
import type { PushTables } from './push/tables';
import type { SearchAgentsTables } from './search-agents/tables';
import type { NewsletterTables } from './newsletter/tables';
import type { AssistantTables } from './assistant/tables';
import type { MonitoringTables } from './monitoring/tables';
import type { ReportsTables } from './reports/tables';

export interface DB
  extends
    AuthTables,
    FavoritesTables,
    PropertiesTables,
    RateLimitTables,
    ActionTokenTables,
    JobTables,
    LeadsTables,
    AdminTables,
    PriceAlertTables,
    PushTables,
    SearchAgentsTables,
    NewsletterTables,
    AssistantTables,
    MonitoringTables,
    ReportsTables {}

/** The portal's database connection, typed by every table. */
export type PortalDatabase = Database<DB>;
