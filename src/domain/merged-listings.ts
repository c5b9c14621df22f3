/**
 * When one object's ids were collapsed to one (the same agency's listing imported under several sources before
 * ids were keyed by agency), what users saved on an id it gave up moves to the id it kept. One user keeps one
 * saved thing per listing: where they had it on both ids (or on two given-up ids of one object), the oldest stays,
 * it is what they set first.
 */

/** A user's row about a listing: a favourite, a price alert. */
export interface SavedOnListing {
  id: number;
  user_id: number;
  property_id: number;
  created_at: number;
}

export interface MovePlan {
  /** Rows another row of the same user and listing outlives. */
  remove: number[];
  /** Rows that stay, pointed at the id their object kept. */
  repoint: Array<{ id: number; property_id: number }>;
}

/**
 * `rows` are the rows on the given-up ids (the keys of `merged`) and on the ids kept, of the same users. Rows
 * already on a kept id stay where they are unless an older one of the same user takes the place.
 */
export function planMove(rows: readonly SavedOnListing[], merged: ReadonlyMap<number, number>): MovePlan {
  const groups = new Map<string, SavedOnListing[]>();
  for (const row of rows) {
    const target = merged.get(row.property_id) ?? row.property_id;
    const key = `${row.user_id}|${target}`;
    const list = groups.get(key) ?? [];
    list.push(row);
    groups.set(key, list);
  }
  const plan: MovePlan = { remove: [], repoint: [] };
  for (const list of groups.values()) {
    // only groups that hold a row on a given-up id have anything to do
    if (!list.some((r) => merged.has(r.property_id))) continue;
    const kept = list.reduce((a, b) =>
      b.created_at < a.created_at || (b.created_at === a.created_at && b.id < a.id) ? b : a,
    );
    const target = merged.get(kept.property_id) ?? kept.property_id;
    for (const r of list) if (r !== kept) plan.remove.push(r.id);
    if (kept.property_id !== target) plan.repoint.push({ id: kept.id, property_id: target });
  }
  return plan;
}
