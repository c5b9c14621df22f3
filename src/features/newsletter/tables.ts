/** Newsletter subscriptions: double opt-in, one row per address. Times are epoch milliseconds. */
import type { Generated, Selectable } from 'kysely';

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  name: string | null;
  frequency: 'weekly' | 'monthly';
  lang: string;
  /** Null until the reader confirmed on the page the mail's link opens; unconfirmed sign-ups are deleted after 7 days. */
  confirmed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface NewsletterTables {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
}

export type NewsletterRow = Selectable<NewsletterSubscriptionsTable>;
