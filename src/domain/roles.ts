/**
 * Who may do what in the admin area. Roles are ordered: an editor may do what a user may, an admin what an
 * editor may. Editors run imports and rebuilds and read leads and logs; only admins manage people and roles.
 */
export const ROLES = ['user', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const RANK: Readonly<Record<Role, number>> = { user: 0, editor: 1, admin: 2 };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether `role` (as stored; unknown values count as a plain user) reaches `needed`. */
export function hasRole(role: string | null | undefined, needed: Role): boolean {
  return (isRole(role) ? RANK[role] : 0) >= RANK[needed];
}
