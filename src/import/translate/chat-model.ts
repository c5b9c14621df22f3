/**
 * Translation by a language model behind the OpenAI-compatible chat endpoint the portal already knows
 * (LLM_BASE_URL: Ollama, vLLM, llama.cpp's server or a hosted one): one text per request, since a model's answer
 * can be trusted to be one translation at most, with a strict instruction to answer with the translation only and
 * keep every HTML tag. `max_tokens` caps the answer; what it says is checked like any engine's answer.
 */
import { EngineError, answerCap, requestJson, type TranslationEngine } from './engine';

export interface ChatModelOptions {
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The portal's languages as a model understands them best: in English, with the variant the pages use. */
const LANGUAGE_NAMES: Record<string, string> = {
  en: 'British English',
  fr: 'French',
  it: 'Italian',
  es: 'Spanish (Spain)',
  pt: 'European Portuguese',
  nl: 'Dutch',
  sv: 'Swedish',
  pl: 'Polish',
  ru: 'Russian',
  tr: 'Turkish',
  ar: 'Modern Standard Arabic',
  fa: 'Persian (Farsi)',
  zh: 'Simplified Chinese',
  ja: 'Japanese',
};

export function instruction(target: string, format: 'text' | 'html'): string {
  return [
    `Translate the user's message, a text of an Austrian real-estate listing, from German into ${LANGUAGE_NAMES[target] ?? target}.`,
    'Answer with the translation only: no introduction, no explanation, no notes, no quotation marks, no code fences.',
    format === 'html'
      ? 'The text is HTML: keep every tag and attribute exactly as it is, in the same order, and translate only the text between the tags. Add no tags.'
      : 'The text is plain text: answer in plain text without any markup.',
    'Keep names of streets, places, people and companies, numbers, units (m², €) and abbreviations such as HWB or fGEE as they are.',
  ].join('\n');
}

/** Reasoning models may think aloud before answering; only what follows is the answer. */
function stripThinking(text: string): string {
  return text.replace(/^\s*<think>[\s\S]*?<\/think>\s*/i, '').trim();
}

export function chatModelEngine(options: ChatModelOptions): TranslationEngine {
  const doFetch = options.fetch ?? fetch;
  return {
    id: `openai:${options.model}`,
    limits: { texts: 1, chars: 100_000 },
    async targets(languages) {
      return new Map(languages.filter((l) => LANGUAGE_NAMES[l]).map((l) => [l, l]));
    },
    async translate(texts, { target, format, signal }) {
      const out: string[] = [];
      for (const text of texts) {
        const answer = (await requestJson(
          doFetch,
          `${options.url}/chat/completions`,
          {
            method: 'POST',
            headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
            body: {
              model: options.model,
              messages: [
                { role: 'system', content: instruction(target, format) },
                { role: 'user', content: text },
              ],
              temperature: 0,
              stream: false,
              // A translation has about as many tokens as the original has characters at most (Chinese, Japanese).
              max_tokens: Math.min(text.length + 256, 16_384),
            },
          },
          { timeoutMs: options.timeoutMs, maxBytes: answerCap(text.length), signal },
        )) as { choices?: { message?: { content?: unknown }; finish_reason?: unknown }[] };
        const choice = answer?.choices?.[0];
        const content = choice?.message?.content;
        if (typeof content !== 'string') throw new EngineError('engine', 'the model answered no message');
        // A cut-off answer is no translation: the text is treated as refused, not as the engine failing.
        if (choice?.finish_reason === 'length') throw new EngineError('request', 'the model ran out of tokens');
        out.push(stripThinking(content));
      }
      return out;
    },
  };
}
