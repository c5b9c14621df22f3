/** Texts and small derived values of a development project, per language. */
import type { Project } from '~/domain/listing';
import { getLanguage, type LangCode } from '~/i18n/languages';

export function projectTexts(p: Project, lang: LangCode) {
  const name = (lang !== 'de' && p.name_translations[lang]) || p.name;
  const description = (lang !== 'de' && p.description_translations[lang]) || p.description;
  let completion = '';
  if (p.completion_date) {
    const [y, m, d] = p.completion_date.split('-').map(Number);
    const date = new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1));
    completion = new Intl.DateTimeFormat(getLanguage(lang).bcp47, d ? { dateStyle: 'medium', timeZone: 'UTC' } : { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  }
  return { name, description, completion };
}

/** Status badge colours: planning stages amber, building blue, on sale green, done slate. */
export function projectStatusClass(status: Project['status']): string {
  switch (status) {
    case 'planning':
    case 'approval':
      return 'bg-amber-100 text-amber-950';
    case 'building':
    case 'construction':
      return 'bg-sky-100 text-sky-950';
    case 'marketing':
    case 'completion':
      return 'bg-emerald-100 text-emerald-950';
    default:
      return 'bg-slate-200 text-slate-900';
  }
}
