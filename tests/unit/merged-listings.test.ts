/** What a user saved on an id its object gave up moves to the id it kept, one per user and listing, the oldest. */
import { describe, expect, it } from 'vitest';
import { planMove } from '~/domain/merged-listings';

const merged = new Map([
  [1041, 757],
  [1200, 757],
]);

describe('planMove', () => {
  it('points a row on a given-up id at the kept id', () => {
    expect(planMove([{ id: 1, user_id: 5, property_id: 1041, created_at: 10 }], merged)).toEqual({
      remove: [],
      repoint: [{ id: 1, property_id: 757 }],
    });
  });

  it('a user with rows on both ids keeps the older one, on the kept id', () => {
    const older = { id: 2, user_id: 5, property_id: 1041, created_at: 10 };
    const newer = { id: 3, user_id: 5, property_id: 757, created_at: 20 };
    expect(planMove([older, newer], merged)).toEqual({ remove: [3], repoint: [{ id: 2, property_id: 757 }] });
    expect(planMove([{ ...older, created_at: 30 }, newer], merged)).toEqual({ remove: [2], repoint: [] });
  });

  it('two given-up ids of one object leave one row; other users and listings are untouched', () => {
    const rows = [
      { id: 4, user_id: 5, property_id: 1041, created_at: 10 },
      { id: 5, user_id: 5, property_id: 1200, created_at: 10 },
      { id: 6, user_id: 6, property_id: 757, created_at: 1 },
      { id: 7, user_id: 5, property_id: 12, created_at: 1 },
    ];
    expect(planMove(rows, merged)).toEqual({ remove: [5], repoint: [{ id: 4, property_id: 757 }] });
  });
});
