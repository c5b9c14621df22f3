/**
 * The database as Kysely sees it: every feature's tables together. Both engines store the same shapes: times are
 * integer milliseconds since the epoch (bigint in PostgreSQL, read back as numbers), flags are 0/1 integers,
 * structured extras are JSON text. That keeps one set of queries for SQLite and PostgreSQL.
 */
import type { AuthTables } from '../../features/auth/tables';
import type { FavoritesTables } from '../../features/favorites/tables';
import type { PropertiesTables } from '../../features/properties/tables';
import type { JobTables } from '../queue/tables';
import type { RateLimitTables } from '../rate-limit/tables';
import type { ActionTokenTables } from '../action-tokens/tables';
import type { LeadsTables } from '../../features/leads/tables';
import type { AdminTables } from '../../features/admin/tables';
import type { PriceAlertTables } from '../../features/price-alerts/tables';
import type { PushTables } from '../../features/push/tables';
import type { SearchAgentsTables } from '../../features/search-agents/tables';
import type { NewsletterTables } from '../../features/newsletter/tables';
import type { AssistantTables } from '../../features/assistant/tables';
import type { MonitoringTables } from '../../features/monitoring/tables';

export type Flag = 0 | 1;

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
    MonitoringTables {}
