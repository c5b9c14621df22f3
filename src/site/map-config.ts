/**
 * Map tiles. OpenStreetMap's own tile servers by default (fine for a portal's traffic under their usage
 * policy; attribution required); an operator with more traffic sets PUBLIC_MAP_TILE_URL to a tile provider.
 */
import { env } from '../config/env';

export const mapConfig = {
  tiles: env().PUBLIC_MAP_TILE_URL,
  attribution: env().PUBLIC_MAP_ATTRIBUTION,
};
