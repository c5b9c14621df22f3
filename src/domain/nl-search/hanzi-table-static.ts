/**
 * The Han-character slip table loaded with the parser, for the server (API, assistant, AI search, pages, bench):
 * its parses never wait for it. The browser's parser (./free-text) does not import this module.
 */
import table from './hanzi-confusables.json' with { type: 'json' };
import { setHanziConfusables } from './hanzi-table';

setHanziConfusables(table);
