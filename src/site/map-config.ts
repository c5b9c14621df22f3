/**
 * Map tiles. OpenStreetMap's own tile servers by default (fine for a portal's traffic under their usage
 * policy; attribution required); an operator with more traffic sets PUBLIC_MAP_TILE_URL to a tile provider.
 */
const env = (import.meta.env ?? {}) as Record<string, string | undefined>;

export const mapConfig = {
  tiles: env.PUBLIC_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: env.PUBLIC_MAP_ATTRIBUTION || '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};
