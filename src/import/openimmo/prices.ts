/**
 * preise: purchase price or rent, the costs around them, commission and yield. Amounts are gross where the feed
 * gives net + tax; "auf Anfrage" hides the purchase price; rent falls back to the total rent (warned). Read in two
 * steps, because warnings are reported in the order the fields are read: the core amounts first (`readPrices`),
 * the remaining cost fields after the other sections (`readPriceDetails`).
 */
import type { Listing, Vermarktungsart } from '../../domain/listing';
import { child, text, type XNode } from '../xml';
import { parseNumber, plainText, positive } from '../values';
import { boolEl, isTrue, round2, type NumberReader } from './fields';
import { warnCoded } from '../warnings';

const STELLPLATZ_ELEMENTS = [
  'stp_garage',
  'stp_tiefgarage',
  'stp_carport',
  'stp_freiplatz',
  'stp_duplex',
  'stp_parkhaus',
  'stp_sonstige',
];

interface NetWithTax {
  net: number | null;
  ust: number | null;
  gross: number | null;
}

export interface Prices {
  /** kaufpreis marked auf_anfrage: the number is not published. */
  aufAnfrage: boolean;
  kaufpreisTotal: number | null;
  kaufpreis: NetWithTax;
  kaltmiete: number | null;
  hauptmietzins: NetWithTax;
  betriebskosten: NetWithTax;
  heizkosten: NetWithTax;
  gesamtmiete: number | null;
  priceOnRequest: boolean;
  /** The stp_* elements (parking spaces offered with a price or count). */
  stellplatzNodes: XNode[];
  stellplatzPreis: number | null;
  /** Per year. */
  mieteinnahmen: number | null;
  waehrung: string;
  provisionText: string | null;
  provision: NetWithTax;
}

export function readPrices(im: XNode, r: NumberReader, vermarktungsart: Vermarktungsart): Prices {
  const { warn, pos } = r;
  const preise = child(im, 'preise');
  const withUst = (netNode: XNode | null, ustAttr: string, field: string): NetWithTax => {
    const net = pos(netNode, field);
    if (net === null) return { net: null, ust: null, gross: null };
    const ust = positive(parseNumber(netNode?.attrs[ustAttr] ?? null, `${field}@${ustAttr}`, warn));
    return { net, ust, gross: ust !== null ? round2(net + ust) : null };
  };
  const kpNode = child(preise, 'kaufpreis');
  const auf_anfrage = isTrue(kpNode?.attrs.auf_anfrage);
  const kp = withUst(child(preise, 'kaufpreisnetto'), 'kaufpreisust', 'kaufpreisnetto');
  const kaufpreisBrutto = pos(child(preise, 'kaufpreisbrutto'), 'kaufpreisbrutto');
  const kaufpreisTotal = kaufpreisBrutto ?? pos(kpNode, 'kaufpreis') ?? kp.gross ?? kp.net;
  const hmz = withUst(child(preise, 'hauptmietzinsnetto'), 'hauptmietzinsust', 'hauptmietzinsnetto');
  const bk = withUst(child(preise, 'betriebskostennetto'), 'betriebskostenust', 'betriebskostennetto');
  const hk = withUst(child(preise, 'heizkostennetto'), 'heizkostenust', 'heizkostennetto');
  const gm = withUst(child(preise, 'gesamtmietenetto'), 'gesamtmieteust', 'gesamtmietenetto');
  const gesamtmiete =
    pos(child(preise, 'gesamtmietebrutto'), 'gesamtmietebrutto') ??
    pos(child(preise, 'warmmiete'), 'warmmiete') ??
    gm.gross;
  let kaltmieteVal =
    pos(child(preise, 'kaltmiete'), 'kaltmiete') ??
    hmz.net ??
    pos(child(preise, 'nettokaltmiete'), 'nettokaltmiete') ??
    pos(child(preise, 'pacht'), 'pacht') ??
    pos(child(preise, 'pauschalmiete'), 'pauschalmiete');
  if (vermarktungsart === 'MIETE_PACHT' && kaltmieteVal === null && gesamtmiete !== null) {
    kaltmieteVal = gesamtmiete;
    warnCoded(warn, 'rentMissing');
  }
  const priceOnRequest = auf_anfrage || (vermarktungsart === 'KAUF' ? kaufpreisTotal === null : kaltmieteVal === null);
  if (auf_anfrage && kaufpreisTotal) warnCoded(warn, 'priceHidden');

  const stp = STELLPLATZ_ELEMENTS.map((n) => child(preise, n)).filter((n): n is XNode => n !== null);
  let stellplatzPreis: number | null = null;
  for (const s of stp) {
    const v = positive(
      parseNumber(
        s.attrs[vermarktungsart === 'KAUF' ? 'stellplatzkaufpreis' : 'stellplatzmiete'] ?? null,
        `${s.name} price`,
        warn,
      ),
    );
    if (v !== null) {
      stellplatzPreis = v;
      break;
    }
  }
  const mieteinnahmenNode = child(preise, 'mieteinnahmen_ist') ?? child(preise, 'mieteinnahmen_soll');
  let mieteinnahmen = pos(mieteinnahmenNode, 'mieteinnahmen');
  if (mieteinnahmen !== null && (mieteinnahmenNode?.attrs.periode ?? 'JAHR').toUpperCase() === 'MONAT')
    mieteinnahmen *= 12;
  const waehrung = (child(preise, 'waehrung')?.attrs.iso_waehrung ?? 'EUR').trim().toUpperCase() || 'EUR';
  if (waehrung !== 'EUR') warnCoded(warn, 'currencyNotConverted', { currency: waehrung });
  const aussen = child(preise, 'aussen_courtage');
  const provisionText =
    plainText(text(aussen)) ??
    plainText(text(child(preise, 'courtage_hinweis'))) ??
    plainText(text(child(preise, 'provision_text')));
  const prov = withUst(child(preise, 'provisionnetto'), 'provisionust', 'provisionnetto');
  return {
    aufAnfrage: auf_anfrage,
    kaufpreisTotal,
    kaufpreis: kp,
    kaltmiete: kaltmieteVal,
    hauptmietzins: hmz,
    betriebskosten: bk,
    heizkosten: hk,
    gesamtmiete,
    priceOnRequest,
    stellplatzNodes: stp,
    stellplatzPreis,
    mieteinnahmen,
    waehrung,
    provisionText,
    provision: prov,
  };
}

/** The listing's price fields: the published headline price and the full `preise` block. */
export interface PriceFields {
  kaufpreis: Listing['kaufpreis'];
  kaltmiete: Listing['kaltmiete'];
  price_on_request: Listing['price_on_request'];
  preise: Listing['preise'];
}

/**
 * The remaining cost fields and the price per m² (the feed's, else price / area unless on request), composed with
 * the core amounts into the listing's price fields.
 */
export function readPriceDetails(
  im: XNode,
  r: NumberReader,
  vermarktungsart: Vermarktungsart,
  p: Prices,
  flaeche: number | null,
): PriceFields {
  const { pos } = r;
  const preise = child(im, 'preise');
  const auf_anfrage = p.aufAnfrage;
  const preisBasis = vermarktungsart === 'KAUF' ? p.kaufpreisTotal : p.kaltmiete;
  const preisProQm =
    pos(child(preise, vermarktungsart === 'KAUF' ? 'kaufpreis_pro_qm' : 'mietpreis_pro_qm'), 'preis_pro_qm') ??
    (preisBasis !== null && flaeche && !auf_anfrage ? round2(preisBasis / flaeche) : null);
  return {
    kaufpreis: vermarktungsart === 'KAUF' && !auf_anfrage ? p.kaufpreisTotal : null,
    kaltmiete: vermarktungsart === 'MIETE_PACHT' && !auf_anfrage ? p.kaltmiete : null,
    price_on_request: p.priceOnRequest,
    preise: {
      kaufpreis: auf_anfrage ? null : p.kaufpreisTotal,
      kaufpreis_netto: auf_anfrage ? null : p.kaufpreis.net,
      kaufpreis_ust: auf_anfrage ? null : p.kaufpreis.ust,
      kaltmiete: p.kaltmiete,
      hauptmietzins_ust: p.hauptmietzins.ust,
      betriebskosten: p.betriebskosten.gross ?? p.betriebskosten.net ?? null,
      betriebskosten_netto: p.betriebskosten.net,
      betriebskosten_ust: p.betriebskosten.ust,
      heizkosten: pos(child(preise, 'heizkosten'), 'heizkosten') ?? p.heizkosten.gross ?? p.heizkosten.net,
      heizkosten_enthalten: boolEl(child(preise, 'heizkosten_enthalten')),
      gesamtmiete: p.gesamtmiete,
      nebenkosten: pos(child(preise, 'nebenkosten'), 'nebenkosten'),
      kaution: pos(child(preise, 'kaution'), 'kaution'),
      kaution_text: plainText(text(child(preise, 'kaution_text'))),
      provision_text: p.provisionText,
      provision_netto: p.provision.net,
      provision_brutto: pos(child(preise, 'provisionbrutto'), 'provisionbrutto') ?? p.provision.gross,
      provisionspflichtig: boolEl(child(preise, 'provisionspflichtig')),
      mwst_satz: pos(child(preise, 'mwst_satz'), 'mwst_satz'),
      zzgl_mwst: boolEl(child(preise, 'zzg_mehrwertsteuer')),
      preis_pro_qm: preisProQm,
      stellplatz_preis: p.stellplatzPreis,
      rendite:
        pos(child(preise, 'nettorendite_ist'), 'nettorendite_ist') ??
        pos(child(preise, 'nettorendite'), 'nettorendite'),
      mieteinnahmen_jahr: p.mieteinnahmen,
      freitext_preis: plainText(text(child(preise, 'freitext_preis'))),
      waehrung: /^[A-Z]{3}$/.test(p.waehrung) ? p.waehrung : 'EUR',
    },
  };
}
