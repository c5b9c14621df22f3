/**
 * /api/newsletter: sign-up (JSON; the forms without JavaScript come through the site's /newsletter page), and
 * the confirmation and unsubscribe links from the mails, which need no sign-in.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context';
import { readJson } from '../../platform/validate';
import { newsletterSchema } from '../../domain/newsletter/rules';
import { tokenSubject, dropTokens } from '../../platform/action-tokens/tokens';
import { actionPage } from '../../platform/action-tokens/page';
import { confirmSubscription, deleteSubscription, subscriptionById } from './repository';
import { signUp } from './service';

/** The subscription a mail link's token names, or the page saying the link is invalid or used up. */
async function subscriptionOfLink(
  c: Context<AppEnv>,
  purpose: 'newsletter-confirm' | 'newsletter-unsubscribe',
): Promise<number | Response> {
  const { database, now } = c.get('ctx');
  const id = await tokenSubject(database.db, purpose, c.req.query('token'), now());
  if (id != null && (await subscriptionById(database.db, id))) return id;
  const t = c.get('t');
  return actionPage(c, { title: t('newsletter.page.invalidTitle'), text: t('newsletter.page.invalidText') }, 404);
}

export function newsletterRoutes() {
  const r = new Hono<AppEnv>();

  r.post('/', async (c) => {
    const input = await readJson(c, newsletterSchema);
    await signUp(c.get('ctx'), input, { ip: c.get('ip'), lang: c.get('lang') });
    // The same answer whether or not the address was subscribed already.
    return c.json({ success: true, message: c.get('t')('newsletter.signedUp') });
  });

  // The link from the mail opens a page whose button confirms: mail scanners that open every link of a mail must
  // not subscribe anybody, only the reader who presses the button.
  r.get('/confirm', async (c) => {
    const id = await subscriptionOfLink(c, 'newsletter-confirm');
    if (id instanceof Response) return id;
    const t = c.get('t');
    return actionPage(c, {
      title: t('newsletter.page.confirmTitle'),
      text: t('newsletter.page.confirmText'),
      buttons: [{ label: t('newsletter.page.confirmButton'), fields: { action: 'confirm' } }],
    });
  });

  r.post('/confirm', async (c) => {
    const id = await subscriptionOfLink(c, 'newsletter-confirm');
    if (id instanceof Response) return id;
    const { database, now } = c.get('ctx');
    const t = c.get('t');
    await confirmSubscription(database.db, id, now());
    await dropTokens(database.db, ['newsletter-confirm'], id);
    return actionPage(c, { title: t('newsletter.page.confirmedTitle'), text: t('newsletter.page.confirmedText') });
  });

  r.get('/unsubscribe', async (c) => {
    const id = await subscriptionOfLink(c, 'newsletter-unsubscribe');
    if (id instanceof Response) return id;
    const t = c.get('t');
    return actionPage(c, {
      title: t('newsletter.page.unsubscribeTitle'),
      text: t('newsletter.page.unsubscribeText'),
      buttons: [{ label: t('newsletter.page.unsubscribeButton'), fields: { action: 'unsubscribe' } }],
    });
  });

  // RFC 8058 one-click (List-Unsubscribe=One-Click) and the page's button both end the subscription.
  r.post('/unsubscribe', async (c) => {
    const id = await subscriptionOfLink(c, 'newsletter-unsubscribe');
    if (id instanceof Response) return id;
    const { database } = c.get('ctx');
    const t = c.get('t');
    await deleteSubscription(database.db, id);
    return actionPage(c, {
      title: t('newsletter.page.unsubscribedTitle'),
      text: t('newsletter.page.unsubscribedText'),
    });
  });

  return r;
}
