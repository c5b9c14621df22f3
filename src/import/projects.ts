/**
 * Development projects (new construction) from content/projects/**\/*.json: one project per file, validated
 * with zod. Units link to listings by external id (objektnr_extern); price, area and room ranges are derived
 * from those listings, so a project page never disagrees with its units.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { bezirkFromPlz, bundeslandFromPlz, findTown, normalizePlz, wienBezirkFromPlz } from '../domain/austria';
import {
  ENERGY_CLASSES,
  FEATURE_KEYS,
  IMAGE_KINDS,
  PROJECT_STATUSES,
  translationsSchema,
  type Listing,
  type ListingImage,
  type Objektart,
  type Project,
} from '../domain/listing';
import { slugify } from '../domain/slug';
import { monthlyRent } from '../domain/search/index-format';
import { hashJson } from './importer';
import type { MediaStore } from './media';
import type { IdMap } from './state';
import { sanitizeText } from './values';
import { coded, type CodedWarning, type WarningCode, type WarningParams } from './warnings';

export const projectFileSchema = z.object({
  /** URL-safe; defaults to the file name. Keep it stable: the project's id is keyed by it. */
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .optional(),
  name: z.string().min(1),
  name_translations: translationsSchema.default({}),
  developer: z.object({
    name: z.string().min(1),
    website: z.url().nullable().default(null),
    /** Where visitors' inquiries about the project go; without it, to the agency of its units. */
    email: z.email().nullable().default(null),
    /** Path relative to the project file, or an http(s) URL. */
    logo: z.string().nullable().default(null),
  }),
  location: z.object({
    plz: z.string(),
    ort: z.string().optional(),
    strasse: z.string().nullable().default(null),
    hausnummer: z.string().nullable().default(null),
    address_published: z.boolean().default(true),
    regionaler_zusatz: z.string().nullable().default(null),
    lat: z.number().nullable().default(null),
    lon: z.number().nullable().default(null),
  }),
  status: z.enum(PROJECT_STATUSES),
  completion_date: z
    .string()
    .regex(/^\d{4}-\d{2}(-\d{2})?$/)
    .nullable()
    .default(null),
  /** Plain text (blank line = paragraph) or simple HTML; sanitized. */
  description: z.string().default(''),
  description_translations: translationsSchema.default({}),
  images: z
    .array(
      z
        .object({
          path: z.string().optional(),
          url: z.url().optional(),
          title: z.string().optional(),
          kind: z.enum(IMAGE_KINDS).default('exterior'),
        })
        .refine((i) => !!i.path !== !!i.url, 'give either path or url'),
    )
    .default([]),
  amenities: z.array(z.enum(FEATURE_KEYS)).default([]),
  /** External ids (objektnr_extern) of the unit listings. */
  units: z.array(z.string().min(1)).default([]),
  /** Restrict unit matching to one feed source when external ids repeat across sources. */
  source: z.string().optional(),
  energie: z
    .object({
      hwb: z.number().nullable().default(null),
      hwb_klasse: z.enum(ENERGY_CLASSES).nullable().default(null),
      fgee: z.number().nullable().default(null),
      fgee_klasse: z.enum(ENERGY_CLASSES).nullable().default(null),
    })
    .default({ hwb: null, hwb_klasse: null, fgee: null, fgee_klasse: null }),
  /** ISO date of the last editorial change (optional; the file's content decides the digest anyway). */
  updated_at: z.string().optional(),
});
export type ProjectFile = z.infer<typeof projectFileSchema>;

export interface ProjectsResult {
  projects: Project[];
  errors: string[];
  warnings: CodedWarning[];
}

function listProjectFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && e.name.endsWith('.json')) out.push(p);
    }
  };
  walk(dir);
  return out;
}

const range = (values: number[]) => (values.length ? { min: Math.min(...values), max: Math.max(...values) } : null);

/**
 * Reads and validates every project file, stores its images, links units. `listings` are mutated:
 * each unit listing gets its project_id.
 */
export async function loadProjects(
  projectsDir: string,
  listings: Listing[],
  ids: IdMap,
  media: MediaStore,
  now: string,
): Promise<ProjectsResult> {
  const errors: string[] = [];
  const warnings: CodedWarning[] = [];
  const projects: Project[] = [];
  const byExternal = new Map<string, Listing[]>();
  for (const l of listings) byExternal.set(l.external_id, [...(byExternal.get(l.external_id) ?? []), l]);
  const slugs = new Set<string>();

  for (const file of listProjectFiles(projectsDir)) {
    const rel = path.relative(projectsDir, file);
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (e) {
      errors.push(`${rel}: not valid JSON (${(e as Error).message})`);
      continue;
    }
    const parsed = projectFileSchema.safeParse(raw);
    if (!parsed.success) {
      errors.push(
        `${rel}: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`,
      );
      continue;
    }
    const p = parsed.data;
    const slug = p.slug ?? slugify(path.basename(file, '.json'));
    if (slugs.has(slug)) {
      errors.push(`${rel}: slug "${slug}" is used by another project; skipped`);
      continue;
    }
    slugs.add(slug);
    const id = ids.projectId(slug);
    const warn = (code: WarningCode, params: WarningParams) => warnings.push(coded(code, { file: rel, ...params }));

    const plz = normalizePlz(p.location.plz);
    if (!plz) warn('projectPlz', { value: p.location.plz });
    const town = findTown(plz, p.location.ort);
    const ort = p.location.ort ?? town?.ort ?? '';
    let lat = p.location.lat;
    let lon = p.location.lon;
    let approximate = false;
    if ((lat === null || lon === null) && town) {
      lat = town.lat;
      lon = town.lon;
      approximate = true;
    }

    const images: ListingImage[] = [];
    for (const img of p.images) {
      if (img.url) {
        images.push({
          url: img.url,
          thumbnail_url: img.url,
          kind: img.kind,
          ...(img.title ? { title: img.title } : {}),
        });
        continue;
      }
      const abs = path.resolve(path.dirname(file), img.path!);
      if (!abs.startsWith(path.resolve(projectsDir) + path.sep) || !fs.existsSync(abs)) {
        warn('projectImageMissing', { image: img.path!, dir: path.basename(projectsDir) });
        continue;
      }
      const stored = await media.storeImage(fs.readFileSync(abs));
      if (!stored) {
        warn('projectImageUnreadable', { image: img.path! });
        continue;
      }
      images.push({
        url: stored.url,
        thumbnail_url: stored.thumbnail_url,
        kind: img.kind,
        width: stored.width,
        height: stored.height,
        ...(img.title ? { title: img.title } : {}),
      });
    }
    let logoUrl: string | null = null;
    if (p.developer.logo) {
      if (/^https?:\/\//.test(p.developer.logo)) logoUrl = p.developer.logo;
      else {
        const abs = path.resolve(path.dirname(file), p.developer.logo);
        const stored =
          abs.startsWith(path.resolve(projectsDir) + path.sep) && fs.existsSync(abs)
            ? await media.storeImage(fs.readFileSync(abs))
            : null;
        if (stored) logoUrl = stored.url;
        else warn('projectLogo', { logo: p.developer.logo });
      }
    }

    const units = p.units.map((external_id) => {
      const candidates = (byExternal.get(external_id) ?? []).filter((l) => !p.source || l.source === p.source);
      if (candidates.length > 1) warn('projectUnitAmbiguous', { unit: external_id, count: candidates.length });
      const l = candidates[0] ?? null;
      if (l) {
        if (l.project_id && l.project_id !== id) warn('projectUnitTaken', { unit: external_id, project: l.project_id });
        else l.project_id = id;
      }
      return { external_id, listing_id: l?.id ?? null, listing: l };
    });
    const missing = units.filter((u) => !u.listing).length;
    if (missing) warn('projectUnitsMissing', { missing, total: units.length });
    const unitListings = units.map((u) => u.listing).filter((l): l is Listing => !!l);
    const objektarten = [...new Set(unitListings.map((l) => l.objektart))].sort() as Objektart[];

    const base: Omit<Project, 'digest'> = {
      id,
      slug,
      name: p.name,
      name_translations: p.name_translations,
      developer: { name: p.developer.name, website: p.developer.website, email: p.developer.email, logo_url: logoUrl },
      location: {
        plz,
        ort,
        bezirk: bezirkFromPlz(plz, ort),
        wien_bezirk: wienBezirkFromPlz(plz),
        bundesland: bundeslandFromPlz(plz),
        land: 'AT',
        strasse: p.location.address_published ? p.location.strasse : null,
        hausnummer: p.location.address_published ? p.location.hausnummer : null,
        address_published: p.location.address_published,
        regionaler_zusatz: p.location.regionaler_zusatz,
        lat,
        lon,
        coordinates_approximate: approximate,
      },
      status: p.status,
      completion_date: p.completion_date,
      description: sanitizeText(p.description) ?? '',
      description_translations: Object.fromEntries(
        Object.entries(p.description_translations)
          .map(([k, v]) => [k, sanitizeText(v) ?? ''])
          .filter(([, v]) => v),
      ),
      primary_image: images[0] ? { thumbnail_url: images[0].thumbnail_url, url: images[0].url } : null,
      images,
      amenities: [...new Set(p.amenities)].sort(),
      units: units.map(({ external_id, listing_id }) => ({ external_id, listing_id })),
      unit_count: units.length,
      units_available: unitListings.filter((l) => l.status === 'available').length,
      kaufpreis_range: range(unitListings.map((l) => l.kaufpreis).filter((v): v is number => v !== null && v > 0)),
      // The monthly rent a searcher pays, as the list, the cards and each unit's page show it (not the base rent).
      miete_range: range(
        unitListings
          .map((l) => (l.kaltmiete != null ? monthlyRent({ ...l.preise, kaltmiete: l.kaltmiete }) : null))
          .filter((v): v is number => v !== null && v > 0),
      ),
      flaeche_range: range(unitListings.map((l) => l.flaeche).filter((v): v is number => v !== null)),
      zimmer_range: range(unitListings.map((l) => l.zimmer).filter((v): v is number => v !== null)),
      objektarten,
      energie: p.energie,
      updated_at: p.updated_at ?? now,
    };
    projects.push({ ...base, digest: '' });
  }
  projects.sort((a, b) => a.id - b.id);
  return { projects, errors, warnings };
}

/**
 * Project digests, after the listings have their final digests: the digest covers the unit listings too,
 * so a price change of a unit changes the project page.
 */
export function setProjectDigests(projects: Project[], listings: Listing[]): void {
  const byId = new Map(listings.map((l) => [l.id, l]));
  for (const project of projects) {
    const unitDigests = project.units.map((u) => (u.listing_id ? (byId.get(u.listing_id)?.digest ?? '') : ''));
    const { digest: _d, updated_at: _u, ...content } = project;
    project.digest = hashJson({ content, unitDigests });
  }
}
