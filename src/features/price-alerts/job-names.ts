/** Job names other modules enqueue (the listing sync) without loading the alert jobs themselves. */
export const PRICE_ALERT_CHECK = 'price-alert-check';
export const PRICE_ALERT_NOTIFY = 'price-alert-notify';
