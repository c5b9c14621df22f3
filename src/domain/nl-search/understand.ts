/**
 * The list page's free-text understanding (./free-text) for the server, with the Han-character slip table loaded
 * at once. The browser loads ./free-text and fetches the table only for a text that needs it
 * (src/islands/search/load-parser.ts).
 */
import './hanzi-table-static';

export * from './free-text';
