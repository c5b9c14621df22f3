/**
 * A listing's pictures as the gallery and the floor plans show them: photos first, then plans, one numbering for
 * both (the full-screen viewer pages through all of them; a plan's link opens the viewer at its place).
 */
import type { ListingImage } from '~/domain/listing';
import type { Translate } from '~/i18n/t';

export interface GalleryImages {
  photos: ListingImage[];
  plans: ListingImage[];
  /** Photos then plans: the viewer's order. */
  all: ListingImage[];
}

export function galleryImages(images: ListingImage[]): GalleryImages {
  const photos = images.filter((i) => i.kind !== 'floorplan' && i.kind !== 'map' && i.kind !== 'energy_scale');
  const plans = images.filter((i) => i.kind === 'floorplan' || i.kind === 'map');
  return { photos, plans, all: [...photos, ...plans] };
}

/** The picture's own title, else "{title}, picture n of count" in the page's language. */
export function imageAlt(img: ListingImage, n: number, count: number, title: string, t: Translate): string {
  return img.title || t('search.gallery.imageAlt', { title, n, count });
}
