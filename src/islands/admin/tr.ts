/** The admin views' translation function over the strings the page handed the island. */
export type Tr = (key: string, vars?: Record<string, string | number>) => string;
