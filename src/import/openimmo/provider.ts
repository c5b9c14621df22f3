/**
 * Who offers the listing: the agency (<anbieter>, outside the listings) and the listing's contact person
 * (kontaktperson). The agency's id comes from its number, OpenImmo id or licence, else from its company name.
 */
import { slugify } from '../../domain/slug';
import type { ContactPerson } from '../../domain/listing';
import { child, childrenNamed, path, text, type XNode } from '../xml';
import { cutPlain, plainText, type Warn } from '../values';
import type { AgencyIdentity } from '../identity';
import type { MediaRef } from './types';
import { warnCoded } from '../warnings';

/**
 * Characters a name, phone number or e-mail address of the agency or contact may have, and the agency's
 * imprint: far above any real one, so a longer value is junk that is cut with a warning rather than shown.
 */
export const SHORT_TEXT_LIMIT = 200;
export const IMPRESSUM_LIMIT = 5_000;

/** The value cut at `limit` (at a word, marked " …"), with a warning naming the field. */
function capped(value: string | null, limit: number, field: string, warn: Warn): string | null {
  if (value === null) return null;
  const cut = cutPlain(value, limit);
  if (cut === null) return value;
  warnCoded(warn, 'textCut', { field, limit });
  return cut;
}

/** The agency fields an <anbieter> carries (outside its listings). */
export interface AgencyDraft {
  id: string;
  /** What `id` was taken from, for derived listing identities and their warnings. */
  identity: AgencyIdentity;
  name: string;
  impressum: string | null;
  email: string | null;
  telefon: string | null;
  website: string | null;
  logo: MediaRef | null;
}

export function mapAnbieter(anbieter: XNode, firstContactFirma: string | null, warn: Warn = () => {}): AgencyDraft {
  const t = (n: string) => plainText(text(child(anbieter, n)));
  // the name is cut for display only: the agency's id below comes from the name as the feed sends it
  const firma = capped(t('firma') ?? firstContactFirma, SHORT_TEXT_LIMIT, 'anbieter firma', warn);
  const fullFirma = t('firma') ?? firstContactFirma;
  const named = (['anbieternr', 'openimmo_anid', 'lizenzkennung'] as const)
    .map((n) => [n, t(n)] as const)
    .find(([, v]) => v);
  const identity: AgencyIdentity = named
    ? { id: named[1]!, label: `${named[0]} "${named[1]}"` }
    : firma
      ? {
          id: slugify(fullFirma!, 'anbieter'),
          label: t('firma') ? `firma "${firma}"` : `kontaktperson firma "${firma}"`,
        }
      : { id: 'anbieter', label: null };
  const id = identity.id;
  const strukt = child(anbieter, 'impressum_strukt');
  const s = (n: string) => plainText(text(child(strukt, n)));
  const impressumLines = [
    s('firmenname'),
    s('firmenanschrift'),
    s('vertretungsberechtigter'),
    s('berufsaufsichtsbehoerde'),
    s('handelsregister') && `${s('handelsregister')} ${s('handelsregister_nr') ?? ''}`.trim(),
    s('umsst-id'),
    s('weiteres'),
  ].filter(Boolean);
  const impressum = capped(
    plainText(text(child(anbieter, 'impressum'))) ?? (impressumLines.length ? impressumLines.join('\n') : null),
    IMPRESSUM_LIMIT,
    'anbieter impressum',
    warn,
  );
  let logo: MediaRef | null = null;
  for (const a of childrenNamed(anbieter, 'anhang')) {
    const ref = text(path(a, 'daten', 'pfad'));
    if (ref && (a.attrs.gruppe ?? '').toUpperCase() !== 'DOKUMENTE') {
      logo = { ref, kind: 'logo', title: plainText(text(child(a, 'anhangtitel'))) ?? undefined };
      break;
    }
  }
  return {
    id,
    identity,
    name: firma ?? '',
    impressum,
    email: null,
    telefon: capped(s('telefon'), SHORT_TEXT_LIMIT, 'anbieter telefon', warn),
    website: null,
    logo,
  };
}

export interface Contact {
  /** null when the listing names no contact (or only empty fields); photo_url is filled in by the media step. */
  contact: ContactPerson | null;
  contactPhoto: MediaRef | null;
}

export function readContact(im: XNode, warn: Warn = () => {}): Contact {
  const kp2 = child(im, 'kontaktperson');
  const ct = (n: string) => capped(plainText(text(child(kp2, n))), SHORT_TEXT_LIMIT, `kontaktperson ${n}`, warn);
  const contact = kp2
    ? {
        anrede: ct('anrede'),
        titel: ct('titel'),
        vorname: ct('vorname'),
        name: ct('name'),
        firma: ct('firma'),
        position: ct('position'),
        email: ct('email_direkt') ?? ct('email_zentrale') ?? ct('email_feedback'),
        telefon: ct('tel_durchw') ?? ct('tel_zentrale'),
        mobil: ct('tel_handy'),
        photo_url: null as string | null,
      }
    : null;
  const hasContact = contact && Object.values(contact).some((v) => v !== null);
  const foto = child(kp2, 'foto');
  const fotoRef = text(path(foto, 'daten', 'pfad'));
  const contactPhoto: MediaRef | null = fotoRef ? { ref: fotoRef, kind: 'photo', title: undefined } : null;
  return { contact: hasContact ? contact : null, contactPhoto };
}
