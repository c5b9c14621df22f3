/**
 * Platform modules know only their own tables. They take a database (or a transaction on it) of any type that has
 * those tables, checked where they are called, and query it through their own tables' types: Kysely's types do
 * not let a larger database stand for a smaller one.
 */
import type { Kysely, Transaction } from 'kysely';

/** A database, or a transaction on one, whose tables include those of `T`. */
export type DatabaseWith<T> = Kysely<T> | Transaction<T>;

/** The same database (one the caller's signature checked to have the tables of `T`), typed by those tables only. */
export function ownTables<T>(db: object): Kysely<T> {
  return db as Kysely<T>;
}
