/** One fact of a listing page: a label and its value, as the page's fact lists and price box show it. */
export interface Fact {
  key: string;
  label: string;
  value: string;
  /** 'de' when the value is the feed's own German on a page in another language. */
  lang?: string;
  /** An amount in EUR: the shell writes it in the visitor's currency (the value is its EUR text). */
  price?: { eur: number; onRequest: string; per?: string };
}
