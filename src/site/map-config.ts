/**
 * Map tiles. By default from the portal's own /tiles/, which passes OpenStreetMap's tiles on with a cache (fine
 * for a portal's traffic under their usage policy; attribution required; see src/server/http/tile-proxy.ts for
 * why not straight from there); an operator with more traffic sets PUBLIC_MAP_TILE_URL to a tile provider.
 */
import { env } from '../config/env';

export const mapConfig = {
  tiles: env().PUBLIC_MAP_TILE_URL,
  attribution: env().PUBLIC_MAP_ATTRIBUTION,
};
