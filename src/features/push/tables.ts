/** Web Push subscriptions of signed-in users: one per browser, an account's go with it. */
import type { Generated, Selectable } from 'kysely';

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: number;
}

export interface PushTables {
  push_subscriptions: PushSubscriptionsTable;
}

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
