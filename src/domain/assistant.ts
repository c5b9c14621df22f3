/** The assistant's answers as the API sends them and the chat widget shows them. */
export type AssistantIntent =
  'search' | 'listing' | 'knowledge' | 'contact' | 'viewing' | 'greeting' | 'unknown' | 'model';

export interface AssistantSource {
  kind: 'listing' | 'guide' | 'search' | 'page';
  title: string;
  url: string;
}

export interface AssistantCard {
  id: number;
  title: string;
  url: string;
  price: string | null;
  facts: string;
  image: string | null;
}

export interface AssistantAction {
  kind: 'inquiry' | 'viewing' | 'contact';
  label: string;
  url: string;
}

export interface AssistantAnswer {
  intent: AssistantIntent;
  text: string;
  lines: string[];
  cards: AssistantCard[];
  resultsUrl: string | null;
  actions: AssistantAction[];
  sources: AssistantSource[];
  answered: boolean;
}
