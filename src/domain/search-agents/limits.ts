/**
 * A search agent's name limit, apart from the schemas in ./rules.ts that check it: the name builder the browser
 * loads (./name.ts) keeps within it without loading the validation library.
 */
export const AGENT_NAME_MAX = 80;
