/**
 * The parts of the big towns people search by: Graz's 17 districts (Stadtbezirke), Linz's, Salzburg's, Innsbruck's
 * and Klagenfurt's best-known parts. Typed alone ("Wohnung in Andritz", "Andritz") or with the town ("Graz-Andritz",
 * "Andritz Graz"), a part is a search of the town narrowed to the part's postcodes.
 *
 * The part is a place of its own, "Graz-Andritz" (the list's `ort`), whose filter is the town within the part's
 * postcodes (`placeMatcher` in ../search/filter.ts) and whose position, for a radius, is the part's in the
 * gazetteer file, else the town's.
 *
 * Why postcodes: a listing carries its town (`ort`) and postcode (`plz`); the part's name (`regionaler_zusatz`) is
 * left empty by most feeds outside Vienna, and the search index does not hold it, so a filter on the name would
 * miss most of the part's listings. The postcode is the finest key every listing has. Where the Post gives a part
 * its own postcode (8045 Graz-Andritz, 6080 Innsbruck-Igls, 4040 Linz-Urfahr) the search is the part; where several
 * parts share one (8010: Graz's Innere Stadt, St. Leonhard, Geidorf, Jakomini, Waltendorf, Ries) it finds those
 * parts' listings too: wider than the part, never leaving one of its listings out, and the summary names the part
 * searched. Large portals do the same where they have no address-level boundaries.
 *
 * The postcodes are the Austrian Post's delivery areas as the RTR table (../search/data/postcodes-at.json) names
 * them ("Graz-Liebenau" 8041, "Salzburg-Gnigl" 5023), written by hand for the parts the table has no place for.
 */
import { townKey } from './town-key';

export interface TownPart {
  /** The town as the portal names it (a curated town of src/domain/austria.ts). */
  town: string;
  /** The name people use for the town in a compound ("Klagenfurt-Viktring"); the town's name when absent. */
  short?: string;
  name: string;
  /** Other spellings of the part ("Strassgang", "Urfahr-West"). */
  aliases?: string[];
  postcodes: string[];
}

/** The biggest town first: a name two towns' parts share ("St. Peter") alone is the first town's part. */
export const TOWN_PARTS: readonly TownPart[] = [
  // Graz: the 17 Stadtbezirke.
  { town: 'Graz', name: 'Innere Stadt', postcodes: ['8010'] },
  { town: 'Graz', name: 'St. Leonhard', postcodes: ['8010', '8036'] },
  { town: 'Graz', name: 'Geidorf', postcodes: ['8010', '8043'] },
  { town: 'Graz', name: 'Lend', postcodes: ['8020'] },
  { town: 'Graz', name: 'Gries', postcodes: ['8020'] },
  { town: 'Graz', name: 'Jakomini', postcodes: ['8010'] },
  { town: 'Graz', name: 'Liebenau', postcodes: ['8041'] },
  { town: 'Graz', name: 'St. Peter', postcodes: ['8042'] },
  { town: 'Graz', name: 'Waltendorf', postcodes: ['8010', '8042', '8047'] },
  { town: 'Graz', name: 'Ries', postcodes: ['8010', '8043', '8047'] },
  { town: 'Graz', name: 'Mariatrost', postcodes: ['8043', '8044'] },
  { town: 'Graz', name: 'Andritz', postcodes: ['8045', '8046'] },
  { town: 'Graz', name: 'Gösting', postcodes: ['8051'] },
  { town: 'Graz', name: 'Eggenberg', postcodes: ['8020', '8052'] },
  { town: 'Graz', name: 'Wetzelsdorf', postcodes: ['8052', '8053'] },
  { town: 'Graz', name: 'Straßgang', aliases: ['Strassgang'], postcodes: ['8053', '8054'] },
  { town: 'Graz', name: 'Puntigam', postcodes: ['8055'] },
  // Linz: north of the Danube 4040, the south 4030, the rest 4020.
  { town: 'Linz', name: 'Urfahr', postcodes: ['4040'] },
  { town: 'Linz', name: 'Pöstlingberg', postcodes: ['4040'] },
  { town: 'Linz', name: 'St. Magdalena', postcodes: ['4040'] },
  { town: 'Linz', name: 'Dornach', postcodes: ['4040'] },
  { town: 'Linz', name: 'Ebelsberg', postcodes: ['4030'] },
  { town: 'Linz', name: 'Pichling', postcodes: ['4030'] },
  { town: 'Linz', name: 'Kleinmünchen', postcodes: ['4030'] },
  { town: 'Linz', name: 'Bindermichl', postcodes: ['4020'] },
  { town: 'Linz', name: 'Spallerhof', postcodes: ['4020'] },
  { town: 'Linz', name: 'Froschberg', postcodes: ['4020'] },
  { town: 'Linz', name: 'Franckviertel', postcodes: ['4020'] },
  // Salzburg: Gnigl 5023, Aigen 5026, the rest 5020.
  { town: 'Salzburg', name: 'Aigen', postcodes: ['5026'] },
  { town: 'Salzburg', name: 'Gnigl', postcodes: ['5023'] },
  { town: 'Salzburg', name: 'Langwied', postcodes: ['5023'] },
  { town: 'Salzburg', name: 'Parsch', postcodes: ['5020', '5026'] },
  { town: 'Salzburg', name: 'Lehen', postcodes: ['5020'] },
  { town: 'Salzburg', name: 'Maxglan', postcodes: ['5020'] },
  { town: 'Salzburg', name: 'Liefering', postcodes: ['5020'] },
  { town: 'Salzburg', name: 'Itzling', postcodes: ['5020'] },
  { town: 'Salzburg', name: 'Schallmoos', postcodes: ['5020'] },
  { town: 'Salzburg', name: 'Nonntal', postcodes: ['5020'] },
  { town: 'Salzburg', name: 'Riedenburg', postcodes: ['5020'] },
  { town: 'Salzburg', name: 'Morzg', postcodes: ['5020'] },
  { town: 'Salzburg', name: 'Gneis', postcodes: ['5020'] },
  { town: 'Salzburg', name: 'Taxham', postcodes: ['5020'] },
  { town: 'Salzburg', name: 'Mülln', postcodes: ['5020'] },
  { town: 'Salzburg', name: 'Leopoldskron', postcodes: ['5020'] },
  // Innsbruck: Igls and Vill 6080, the rest 6020.
  { town: 'Innsbruck', name: 'Wilten', postcodes: ['6020'] },
  { town: 'Innsbruck', name: 'Pradl', postcodes: ['6020'] },
  { town: 'Innsbruck', name: 'Hötting', postcodes: ['6020'] },
  { town: 'Innsbruck', name: 'Mühlau', postcodes: ['6020'] },
  { town: 'Innsbruck', name: 'Arzl', postcodes: ['6020'] },
  { town: 'Innsbruck', name: 'Amras', postcodes: ['6020'] },
  { town: 'Innsbruck', name: 'Saggen', postcodes: ['6020'] },
  { town: 'Innsbruck', name: 'Reichenau', postcodes: ['6020'] },
  { town: 'Innsbruck', name: 'Olympisches Dorf', postcodes: ['6020'] },
  { town: 'Innsbruck', name: 'Igls', postcodes: ['6080'] },
  { town: 'Innsbruck', name: 'Vill', postcodes: ['6080'] },
  // Klagenfurt: Wölfnitz 9061, Viktring 9073, the rest 9020.
  { town: 'Klagenfurt am Wörthersee', short: 'Klagenfurt', name: 'Viktring', postcodes: ['9073'] },
  { town: 'Klagenfurt am Wörthersee', short: 'Klagenfurt', name: 'Wölfnitz', postcodes: ['9061'] },
  { town: 'Klagenfurt am Wörthersee', short: 'Klagenfurt', name: 'Annabichl', postcodes: ['9020'] },
  { town: 'Klagenfurt am Wörthersee', short: 'Klagenfurt', name: 'St. Ruprecht', postcodes: ['9020'] },
  { town: 'Klagenfurt am Wörthersee', short: 'Klagenfurt', name: 'St. Peter', postcodes: ['9020'] },
  { town: 'Klagenfurt am Wörthersee', short: 'Klagenfurt', name: 'St. Martin', postcodes: ['9020'] },
  { town: 'Klagenfurt am Wörthersee', short: 'Klagenfurt', name: 'Waidmannsdorf', postcodes: ['9020'] },
  { town: 'Klagenfurt am Wörthersee', short: 'Klagenfurt', name: 'Welzenegg', postcodes: ['9020'] },
  { town: 'Klagenfurt am Wörthersee', short: 'Klagenfurt', name: 'Hörtendorf', postcodes: ['9020'] },
];

/** A town part as a place of the search: "Graz-Andritz", the list's `ort`. */
export interface TownPartPlace {
  /** The place's name, the town's short name and the part's: "Graz-Andritz", "Klagenfurt-Viktring". */
  name: string;
  town: string;
  part: string;
  postcodes: readonly string[];
  /** Names with the town ("Graz Andritz", "Andritz Graz", "Graz Sankt Peter"). */
  names: string[];
  /** The part's own names ("Andritz", "Sankt Peter"): read alone only where no other place has them. */
  bare: string[];
}

export const TOWN_PART_PLACES: readonly TownPartPlace[] = TOWN_PARTS.map((p) => {
  const towns = [...new Set([p.short ?? p.town, p.town])];
  const bare = [p.name, ...(p.aliases ?? [])].flatMap((n) =>
    n.startsWith('St. ') ? [n, n.replace(/^St\. /, 'Sankt ')] : [n],
  );
  return {
    name: `${towns[0]}-${p.name}`,
    town: p.town,
    part: p.name,
    postcodes: p.postcodes,
    names: towns.flatMap((t) => bare.flatMap((n) => [`${t} ${n}`, `${n} ${t}`])),
    bare,
  };
});

let byKey: Map<string, TownPartPlace> | null = null;

/** The town part a name means, with its town ("Graz-Andritz", "Graz Andritz", "Andritz Graz"); else undefined. */
export function townPartNamed(name: string): TownPartPlace | undefined {
  if (!byKey) {
    byKey = new Map();
    for (const p of TOWN_PART_PLACES)
      for (const n of [p.name, ...p.names]) if (!byKey.has(townKey(n))) byKey.set(townKey(n), p);
  }
  return byKey.get(townKey(name));
}
