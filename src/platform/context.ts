/** The Hono environment shared by every route module: what each request carries once the middleware has run. */
import type { LangCode } from '../i18n/languages';
import type { Translate } from '../i18n/translations';
import type { User } from '../features/auth/tables';
import type { AppDeps } from '../server/deps';

export interface AppBindings {
  /** Set by the Astro route (context.clientAddress) or the bench's node server. */
  clientAddress?: string;
  /** @hono/node-server puts the Node request here. */
  incoming?: { socket?: { remoteAddress?: string } };
}

export interface AppVariables {
  deps: AppDeps;
  lang: LangCode;
  t: Translate;
  ip: string;
  user: User | null;
  tokenHash: string | null;
}

export interface AppEnv {
  Bindings: AppBindings;
  Variables: AppVariables;
}
