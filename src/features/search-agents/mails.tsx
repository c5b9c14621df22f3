/**
 * The search agent's mails, written as React components in the agent's language: the report (every new match,
 * newest first, listings gone since marked as gone) and the link that confirms a notification address other
 * than the account's. Each report carries a one-click pause link in its footer and the List-Unsubscribe headers.
 */
import type { ReactElement } from 'react';
import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { MailLayout, type MailContext } from '../../platform/mail/react-mail';
import { site } from '../../config/site';

export interface DigestEntry {
  listing_id: number;
  title: string;
  place: string | null;
  price: number | null;
  rent: boolean;
  rooms: number | null;
  area: number | null;
  url: string;
  gone: boolean;
}

export interface DigestProps {
  mail: MailContext;
  agentName: string;
  entries: DigestEntry[];
  resultsUrl: string;
  pauseUrl: string;
  siteUrl: string;
}

export function digestSubject(mail: MailContext, agentName: string, count: number): string {
  return mail.t(count === 1 ? 'searchAgents.mail.subjectOne' : 'searchAgents.mail.subjectMany', {
    count,
    name: agentName,
  });
}

function facts(mail: MailContext, e: DigestEntry): string {
  const parts: string[] = [];
  if (e.place) parts.push(e.place);
  if (e.rooms) parts.push(mail.t('searchAgents.mail.rooms', { count: e.rooms }));
  if (e.area) parts.push(mail.area(e.area));
  // A rent "/ Monat", a purchase bare: the one rule of the list's cards (Formats.listingPrice).
  parts.push(
    e.price ? mail.listingPrice(e.price, e.rent ? 'MIETE_PACHT' : 'KAUF') : mail.t('searchAgents.mail.priceOnRequest'),
  );
  return parts.join(' · ');
}

export function DigestMail({ mail, agentName, entries, resultsUrl, pauseUrl, siteUrl }: DigestProps): ReactElement {
  const count = entries.length;
  return (
    <MailLayout
      mail={mail}
      siteUrl={siteUrl}
      preview={digestSubject(mail, agentName, count)}
      reason={mail.t('searchAgents.mail.reason', { name: agentName })}
      unsubscribe={{ url: pauseUrl, label: mail.t('searchAgents.mail.pause') }}
    >
      <Heading as="h1" style={{ fontSize: '20px', margin: '0 0 12px' }}>
        {mail.t(count === 1 ? 'searchAgents.mail.headingOne' : 'searchAgents.mail.headingMany', {
          count,
          name: agentName,
        })}
      </Heading>
      {entries.map((e) => (
        <Section key={e.listing_id} style={{ margin: '0 0 14px' }}>
          <Text style={{ margin: 0, fontSize: '16px', fontWeight: 600 }}>
            {e.gone ? (
              <>
                <span style={{ textDecoration: 'line-through', color: '#64748b' }}>{e.title}</span>{' '}
                <span style={{ color: '#b91c1c' }}>({mail.t('searchAgents.mail.gone')})</span>
              </>
            ) : (
              <Link href={e.url} style={{ color: '#11523d' }}>
                {e.title}
              </Link>
            )}
          </Text>
          <Text style={{ margin: '2px 0 0', fontSize: '14px', color: '#475569' }}>{facts(mail, e)}</Text>
        </Section>
      ))}
      <Section style={{ margin: '20px 0 0' }}>
        <Button
          href={resultsUrl}
          style={{ backgroundColor: '#11523d', color: '#ffffff', padding: '10px 16px', borderRadius: '8px' }}
        >
          {mail.t('searchAgents.mail.showResults')}
        </Button>
      </Section>
    </MailLayout>
  );
}

export function ConfirmEmailMail(props: { mail: MailContext; confirmUrl: string; siteUrl: string }): ReactElement {
  const { mail } = props;
  return (
    <MailLayout mail={mail} siteUrl={props.siteUrl} preview={mail.t('searchAgents.mail.confirmSubject')}>
      <Text style={{ fontSize: '15px' }}>{mail.t('searchAgents.mail.confirmText', { brand: site.brand })}</Text>
      <Button
        href={props.confirmUrl}
        style={{ backgroundColor: '#11523d', color: '#ffffff', padding: '10px 16px', borderRadius: '8px' }}
      >
        {mail.t('searchAgents.mail.confirmButton')}
      </Button>
      <Text style={{ fontSize: '13px', color: '#475569' }}>{mail.t('searchAgents.mail.confirmIgnore')}</Text>
    </MailLayout>
  );
}

/** The SMS report: how many new listings and a short link to the agent's results. */
export function digestSms(mail: MailContext, agentName: string, count: number, link: string): string {
  return mail.t(count === 1 ? 'searchAgents.sms.reportOne' : 'searchAgents.sms.reportMany', {
    count,
    name: agentName.slice(0, 30),
    link,
  });
}
