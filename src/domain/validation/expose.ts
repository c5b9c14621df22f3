/**
 * The options of a listing's PDF exposé, shared by the detail page's dialog and GET /api/expose/{id}.pdf.
 * Query values are strings: toggles are `0` or `1` (on when left out), the image count one of four steps.
 * Error messages are locale keys; the API translates them.
 */
import { z } from 'zod';
import type { Listing } from '../listing';
import { CURRENCY_CODES } from '../currency';

export const EXPOSE_TEMPLATES = ['modern', 'professional', 'luxury', 'compact'] as const;
export type ExposeTemplate = (typeof EXPOSE_TEMPLATES)[number];
export const EXPOSE_IMAGE_COUNTS = [3, 10, 15, 20] as const;
export type ExposeImageCount = (typeof EXPOSE_IMAGE_COUNTS)[number];
export const EXPOSE_TOGGLES = ['qr', 'floorplan', 'energy', 'tour', 'agent'] as const;
export type ExposeToggle = (typeof EXPOSE_TOGGLES)[number];
export const DEFAULT_EXPOSE_TEMPLATE: ExposeTemplate = 'modern';
export const DEFAULT_EXPOSE_IMAGES: ExposeImageCount = 10;

const toggle = z
  .enum(['0', '1'], { message: 'validation.expose.toggle' })
  .optional()
  .transform((v) => v !== '0');

/** The query's schema for the given interface languages (the i18n module owns their list). */
export const exposeQuerySchema = <L extends string>(langs: readonly [L, ...L[]]) =>
  z.object({
    template: z
      .enum(EXPOSE_TEMPLATES, { message: 'validation.expose.template' })
      .optional()
      .default(DEFAULT_EXPOSE_TEMPLATE),
    lang: z
      .enum(langs, { message: 'validation.expose.lang' })
      .optional()
      .default('de' as L),
    qr: toggle,
    floorplan: toggle,
    energy: toggle,
    tour: toggle,
    agent: toggle,
    /** The visitor's display currency: the PDF shows the price in it beside the euro amount. */
    currency: z.enum(CURRENCY_CODES, { message: 'validation.expose.currency' }).optional().default('EUR'),
    images: z
      .enum(['3', '10', '15', '20'], { message: 'validation.expose.images' })
      .optional()
      .transform((v) => (v ? (Number(v) as ExposeImageCount) : DEFAULT_EXPOSE_IMAGES)),
  });
export type ExposeOptions<L extends string = string> = z.output<ReturnType<typeof exposeQuerySchema<L>>>;

/** The listing id in `/api/expose/{id}.pdf`. */
export const exposeIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,14}\.pdf$/, { message: 'validation.expose.id' })
  .transform((s) => Number(s.slice(0, -4)));

/** The query string of an exposé with these options (used by the dialog and the no-JavaScript link). */
export function exposeQuery(o: ExposeOptions): string {
  const p = new URLSearchParams({ template: o.template, lang: o.lang, images: String(o.images) });
  if (o.currency !== 'EUR') p.set('currency', o.currency);
  for (const k of EXPOSE_TOGGLES) p.set(k, o[k] ? '1' : '0');
  return p.toString();
}

/** Whether a listing has data for each optional part (the dialog disables the others and says why). */
export function exposeAvailability(
  l: Pick<Listing, 'images' | 'energie' | 'virtual_tour_url' | 'contact' | 'agency'>,
): Record<ExposeToggle, boolean> {
  return {
    qr: true,
    floorplan: l.images.some((i) => i.kind === 'floorplan'),
    energy: l.energie.hwb != null || l.energie.fgee != null || l.energie.hwb_klasse != null,
    tour: !!l.virtual_tour_url && /^https?:\/\//i.test(l.virtual_tour_url),
    agent: !!(l.contact || l.agency.name),
  };
}
