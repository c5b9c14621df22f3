/**
 * anhaenge: images, documents and the energy certificate as references for the media step, plus a video and a
 * virtual tour link. Images are ordered title image first, then photos, panoramas, floor plans, maps and the energy
 * scale; documents keep feed order.
 */
import type { ImageKind } from '../../domain/listing';
import { child, childrenNamed, path, text, type XNode } from '../xml';
import { plainText } from '../values';
import type { MediaRef } from './types';

const IMAGE_EXT = /\.(jpe?g|png|gif|webp|avif|tiff?|bmp)(\?|#|$)/i;
const DOC_EXT = /\.(pdf|docx?|xlsx?|txt)(\?|#|$)/i;
const VIDEO_EXT = /\.(mp4|webm|mov|avi)(\?|#|$)/i;

const KIND_ORDER: Record<string, number> = {
  photo: 1,
  exterior: 1,
  interior: 1,
  panorama: 2,
  floorplan: 3,
  map: 4,
  energy_scale: 5,
};

function classifyAnhang(a: XNode): MediaRef | { video: string } | { tour: string } | null {
  const ref = text(path(a, 'daten', 'pfad')) ?? text(child(a, 'pfad'));
  if (!ref) return null;
  const gruppe = (a.attrs.gruppe ?? '').toUpperCase();
  const format = (text(child(a, 'format')) ?? '').toLowerCase();
  const title = plainText(text(child(a, 'anhangtitel'))) ?? undefined;
  const isUrl = /^https?:\/\//i.test(ref);
  if (gruppe === 'FILM' || gruppe === 'FILMLINK' || VIDEO_EXT.test(ref) || format.includes('video')) {
    return isUrl ? { video: ref } : null;
  }
  if (gruppe === 'LINKS' || gruppe === 'ANBOBJURL') {
    if (isUrl && /(360|tour|virtu|rundgang|matterport|panorama)/i.test(`${title ?? ''} ${ref}`)) return { tour: ref };
    return null;
  }
  const looksImage = IMAGE_EXT.test(ref) || /jpe?g|png|gif|webp|image/.test(format);
  const looksDoc = DOC_EXT.test(ref) || /pdf|doc/.test(format);
  if (gruppe === 'DOKUMENTE' || gruppe === 'EPASS' || (looksDoc && !looksImage)) {
    const energy = gruppe === 'EPASS' || /energieausweis|energiepass/i.test(title ?? '');
    return { ref, title, kind: energy ? 'energy_certificate' : 'document', format: format || undefined };
  }
  if (gruppe === 'QRCODE') return null;
  if (gruppe === 'ANBIETERLOGO') return { ref, title, kind: 'logo' };
  const kind: ImageKind =
    gruppe === 'GRUNDRISS'
      ? 'floorplan'
      : gruppe === 'KARTEN_LAGEPLAN'
        ? 'map'
        : gruppe === 'PANORAMA'
          ? 'panorama'
          : gruppe === 'EPASS-SKALA'
            ? 'energy_scale'
            : gruppe === 'INNENANSICHTEN'
              ? 'interior'
              : gruppe === 'AUSSENANSICHTEN'
                ? 'exterior'
                : 'photo';
  // an attachment without image extension or format is still tried as an image (the media step verifies it)
  return {
    ref,
    title,
    kind,
    format: format || undefined,
    ...(gruppe === 'TITELBILD' ? { titel: true } : {}),
  } as MediaRef;
}

export interface Attachments {
  media: MediaRef[];
  video: string | null;
  tour: string | null;
}

export function readAttachments(im: XNode, uf: Map<string, string>): Attachments {
  const anhaenge = [...childrenNamed(child(im, 'anhaenge'), 'anhang'), ...childrenNamed(im, 'anhang')];
  const media: Array<MediaRef & { titel?: boolean; order: number }> = [];
  let video: string | null = null;
  let tour: string | null = null;
  anhaenge.forEach((a, order) => {
    const c = classifyAnhang(a);
    if (!c) return;
    if ('video' in c) video ??= c.video;
    else if ('tour' in c) tour ??= c.tour;
    else media.push({ ...(c as MediaRef & { titel?: boolean }), order });
  });
  media.sort((a, b) => {
    const ka = a.titel ? 0 : (KIND_ORDER[a.kind] ?? 9);
    const kb = b.titel ? 0 : (KIND_ORDER[b.kind] ?? 9);
    return ka - kb || a.order - b.order;
  });
  const tourField = uf.get('virtuelle_tour') ?? uf.get('virtual_tour') ?? uf.get('virtualtour');
  if (!tour && tourField && /^https?:\/\//.test(tourField)) tour = tourField;
  return { media: media.map(({ order: _o, titel: _t, ...m }) => m), video, tour };
}
