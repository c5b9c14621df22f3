/**
 * Tells the listing's "confirmed … ago" again against the visit's time: the page was built earlier (and may be
 * taken over by later builds while its listing is unchanged), so the age the build wrote is older than it reads.
 * The same rule as the build's (src/domain/listing-freshness.ts); Intl writes the words in the page's language.
 */
import { relativeAge } from '~/domain/listing-freshness';

for (const line of document.querySelectorAll<HTMLElement>('[data-freshness]')) {
  const time = line.querySelector('time');
  const template = line.dataset.template;
  const locale = line.dataset.locale;
  if (!time || !template || !locale || Number.isNaN(Date.parse(time.dateTime))) continue;
  time.textContent = template.replace('{ago}', relativeAge(time.dateTime, Date.now(), locale));
}
