/**
 * The report's body as the API checks it (zod), split from the dialog so the detail page fetches zod only when a
 * visitor sends a report, not with every page.
 */
import '~/client/zod-jitless';

export { reportBodyFromForm } from '~/domain/reports/rules';
