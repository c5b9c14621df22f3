/** The newsletter's mails, in the subscriber's language: the opt-in confirmation and each issue. */
import type { ReactElement } from 'react';
import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { MailLayout, type MailContext } from '../../platform/mail/react-mail';

export function NewsletterConfirmMail(props: { mail: MailContext; confirmUrl: string; siteUrl: string }): ReactElement {
  const { mail } = props;
  return (
    <MailLayout mail={mail} siteUrl={props.siteUrl} preview={mail.t('newsletter.mail.confirmSubject')}>
      <Text style={{ fontSize: '15px' }}>{mail.t('newsletter.mail.confirmText')}</Text>
      <Button
        href={props.confirmUrl}
        style={{ backgroundColor: '#11523d', color: '#ffffff', padding: '10px 16px', borderRadius: '8px' }}
      >
        {mail.t('newsletter.mail.confirmButton')}
      </Button>
      <Text style={{ fontSize: '13px', color: '#475569' }}>{mail.t('newsletter.mail.confirmIgnore')}</Text>
    </MailLayout>
  );
}

export interface IssueItem {
  title: string;
  facts: string;
  url: string;
}

export function NewsletterIssueMail(props: {
  mail: MailContext;
  name: string | null;
  listings: IssueItem[];
  projects: IssueItem[];
  unsubscribeUrl: string;
  siteUrl: string;
}): ReactElement {
  const { mail } = props;
  const list = (items: IssueItem[]) =>
    items.map((i) => (
      <Section key={i.url} style={{ margin: '0 0 12px' }}>
        <Text style={{ margin: 0, fontSize: '16px', fontWeight: 600 }}>
          <Link href={i.url} style={{ color: '#11523d' }}>
            {i.title}
          </Link>
        </Text>
        {i.facts ? <Text style={{ margin: '2px 0 0', fontSize: '14px', color: '#475569' }}>{i.facts}</Text> : null}
      </Section>
    ));
  return (
    <MailLayout
      mail={mail}
      siteUrl={props.siteUrl}
      preview={mail.t('newsletter.mail.issueIntro', { count: props.listings.length })}
      reason={mail.t('newsletter.mail.reason')}
      unsubscribe={{ url: props.unsubscribeUrl, label: mail.t('newsletter.mail.unsubscribe') }}
    >
      <Heading as="h1" style={{ fontSize: '20px', margin: '0 0 12px' }}>
        {props.name ? mail.t('newsletter.mail.helloName', { name: props.name }) : mail.t('newsletter.mail.hello')}
      </Heading>
      <Text style={{ fontSize: '15px' }}>{mail.t('newsletter.mail.issueIntro', { count: props.listings.length })}</Text>
      {props.listings.length ? (
        <>
          <Heading as="h2" style={{ fontSize: '17px', margin: '16px 0 8px' }}>
            {mail.t('newsletter.mail.listingsHeading')}
          </Heading>
          {list(props.listings)}
        </>
      ) : (
        <Text style={{ fontSize: '15px' }}>{mail.t('newsletter.mail.noListings')}</Text>
      )}
      {props.projects.length ? (
        <>
          <Heading as="h2" style={{ fontSize: '17px', margin: '16px 0 8px' }}>
            {mail.t('newsletter.mail.projectsHeading')}
          </Heading>
          {list(props.projects)}
        </>
      ) : null}
    </MailLayout>
  );
}
