/**
 * The assistant of one API instance: the offline engine over the listing snapshot, the Ratgeber and the search
 * interpreter, and the model when one is configured. Each answer is counted (day, language, kind); a question the
 * offline engine could not answer is stored for the admin area, with nothing that identifies the visitor.
 */
import type { Context } from '../context';
import { serverTranslator } from '../../platform/i18n';
import { viennaToday } from '../../domain/validation/lead';
import type { LangCode } from '../../i18n/languages';
import { createEngine, type AssistantAnswer, type EngineDeps } from './engine';
import { loadKnowledgeBase } from './knowledge';
import { readerListingStore } from './listings';
import { env } from '../../config/env';
import { sharedHiddenIds } from '../../snapshot/hidden';
import { listingGazetteer } from '../ai-search/search';
import { modelAnswer, type ChatTurn, type TextSink } from './model';
import { countAnswer, recordUnanswered } from './repository';
import { nlSearchInterpreter } from './search-intent';

/** How long the model may take for a whole answer before the offline engine answers instead. */
export const MODEL_TIMEOUT_MS = 30_000;

export interface AssistantService {
  model: boolean;
  engineDeps: EngineDeps;
  offline(req: AssistantRequestInput): Promise<AssistantAnswer>;
  /**
   * The model's answer, its text streamed to `onText` (read no faster than that takes it); the offline engine's
   * when the model fails or times out. Null when `client` aborted: nobody waits for an answer any more.
   */
  withModel(req: AssistantRequestInput, onText: TextSink, client?: AbortSignal): Promise<AssistantAnswer | null>;
}

export interface AssistantRequestInput {
  message: string;
  lang: LangCode;
  listingId: number | null;
  history: ChatTurn[];
}

const services = new WeakMap<Context, AssistantService>();

export function assistantFor(ctx: Context): AssistantService {
  let service = services.get(ctx);
  if (service) return service;
  const t = (lang: LangCode) => serverTranslator(lang, ctx.config.localesDir);
  const engineDeps: EngineDeps = {
    // The list page's listings: not the ones editors hid, nor those stale at this time (as the next build).
    listings: readerListingStore(ctx.listings, {
      now: () => ctx.now(),
      staleAfterDays: env().STALE_AFTER_DAYS,
      hidden: sharedHiddenIds(ctx.listings.dataDir),
    }),
    knowledge: loadKnowledgeBase(ctx.config.guideDir),
    interpret: nlSearchInterpreter(t, () => ctx.listings.derived(listingGazetteer)),
    t,
  };
  const engine = createEngine(engineDeps);
  const db = ctx.database.db;

  const record = async (req: AssistantRequestInput, answer: AssistantAnswer) => {
    try {
      await countAnswer(db, viennaToday(ctx.now()), req.lang, answer.intent);
      if (!answer.answered) await recordUnanswered(db, req.message.slice(0, 500), req.lang, ctx.now());
    } catch (err) {
      // Statistics must never cost the visitor the answer.
      console.error('[assistant] could not record the answer:', err);
    }
  };

  const offline = async (req: AssistantRequestInput) => {
    const answer = engine(req);
    await record(req, answer);
    return answer;
  };

  service = {
    model: ctx.config.llm !== null,
    engineDeps,
    offline,
    async withModel(req, onText, client) {
      const cfg = ctx.config.llm;
      if (!cfg) return offline(req);
      // The model request ends when the answer takes too long or when the client is gone.
      const signal = client
        ? AbortSignal.any([client, AbortSignal.timeout(MODEL_TIMEOUT_MS)])
        : AbortSignal.timeout(MODEL_TIMEOUT_MS);
      try {
        const answer = await modelAnswer(cfg, engineDeps, ctx.fetch, req, onText, signal);
        if (!answer.text.trim()) throw new Error('empty answer');
        await record(req, answer);
        return answer;
      } catch (err) {
        if (client?.aborted) return null;
        console.warn('[assistant] model failed, answering offline:', (err as Error).message);
        return offline(req);
      }
    },
  };
  services.set(ctx, service);
  return service;
}
