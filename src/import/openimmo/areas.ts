/**
 * flaechen: the areas and the counts of rooms and parking spaces. The headline area is the plot for land, else the
 * first of living, usable, total, office, sales, storage and plot area the feed gives.
 */
import type { Listing, ObjektartHauptgruppe } from '../../domain/listing';
import { child, type XNode } from '../xml';
import type { NumberReader } from './fields';

export interface Areas {
  flaechen: Listing['flaechen'];
  /** The headline area in m². */
  flaeche: number | null;
  zimmer: number | null;
  stellplaetze: number | null;
  /** A count under flaechen (anzahl_*), greater than zero or null. */
  count(name: string): number | null;
}

export function readAreas(im: XNode, r: NumberReader, hauptgruppe: ObjektartHauptgruppe): Areas {
  const flaechenNode = child(im, 'flaechen');
  const area = (n: string) => r.pos(child(flaechenNode, n), n);
  const flaechen = {
    wohnflaeche: area('wohnflaeche'),
    nutzflaeche: area('nutzflaeche'),
    gesamtflaeche: area('gesamtflaeche'),
    grundstuecksflaeche: area('grundstuecksflaeche'),
    bueroflaeche: area('bueroflaeche'),
    verkaufsflaeche: area('verkaufsflaeche'),
    lagerflaeche: area('lagerflaeche'),
    balkon_terrasse_flaeche: area('balkon_terrasse_flaeche'),
    gartenflaeche: area('gartenflaeche'),
    kellerflaeche: area('kellerflaeche'),
  };
  const flaeche =
    hauptgruppe === 'grundstueck' || hauptgruppe === 'land_und_forstwirtschaft'
      ? (flaechen.grundstuecksflaeche ?? flaechen.gesamtflaeche ?? flaechen.nutzflaeche)
      : (flaechen.wohnflaeche ??
        flaechen.nutzflaeche ??
        flaechen.gesamtflaeche ??
        flaechen.bueroflaeche ??
        flaechen.verkaufsflaeche ??
        flaechen.lagerflaeche ??
        flaechen.grundstuecksflaeche);
  const count = (n: string) => r.pos(child(flaechenNode, n), n);
  const zimmer = count('anzahl_zimmer');
  const stellplaetze = count('anzahl_stellplaetze');
  return { flaechen, flaeche, zimmer, stellplaetze, count };
}
