/**
 * Visitor state on every page (loaded by CompareWidget.astro, which Base.astro renders on every page):
 * favourite and compare buttons, the comparison widget, the signed-in favourites list, recording the listing a
 * detail page shows, and the existence check 100 ms after load. Rarely needed parts load on demand.
 */
import { initVisitorButtons } from './buttons';
import { initCompareWidget } from './compare-widget';
import { isSignedIn, refreshFavorites } from '../stores/favorites';
import { EXISTENCE_CHECK_DELAY_MS } from '../../domain/favorites';

initVisitorButtons();
initCompareWidget();
if (isSignedIn()) void refreshFavorites();

// A detail page names its listing in <script type="application/json" data-viewed-item> (RecordView.astro).
if (document.querySelector('script[data-viewed-item]')) {
  void import('./record-view').then((m) => m.recordViewedItemOfPage());
}

setTimeout(() => {
  void import('./existence-check').then((m) => m.checkSavedListingsExist());
}, EXISTENCE_CHECK_DELAY_MS);
