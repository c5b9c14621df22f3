/** The Preisspiegel pages' German paths: /preisspiegel, /preisspiegel/wien, /preisspiegel/wien/neubau. */
import type { PriceArea } from './median';

export const PREISSPIEGEL_PATH = '/preisspiegel';

export function preisspiegelPath(area?: PriceArea | null): string {
  if (!area) return PREISSPIEGEL_PATH;
  return area.district
    ? `${PREISSPIEGEL_PATH}/${area.bundesland}/${area.district}`
    : `${PREISSPIEGEL_PATH}/${area.bundesland}`;
}
