/** The mail of a fired price alert: the listing, its price before and now, the target, and the link. */
import type { ReactElement } from 'react';
import { Button, Heading, Section, Text } from '@react-email/components';
import { MailLayout, type MailContext } from '../../platform/mail/react-mail';

export interface PriceAlertMailProps {
  mail: MailContext;
  title: string;
  before: number;
  now: number;
  target: number;
  /** Monthly rent rather than a purchase price. */
  rent: boolean;
  url: string;
  dashboardUrl: string;
  siteUrl: string;
}

const row = { margin: '4px 0', fontSize: '15px' };

export function PriceAlertMail(p: PriceAlertMailProps): ReactElement {
  const { t } = p.mail;
  // A rent "/ Monat", a purchase bare: the one rule of the list's cards (Formats.listingPrice).
  const money = (n: number) => p.mail.listingPrice(n, p.rent ? 'MIETE_PACHT' : 'KAUF');
  return (
    <MailLayout
      mail={p.mail}
      siteUrl={p.siteUrl}
      preview={t('priceAlerts.mail.preview', { title: p.title, price: money(p.now) })}
      reason={t('priceAlerts.mail.reason')}
      unsubscribe={{ url: p.dashboardUrl, label: t('priceAlerts.mail.manage') }}
    >
      <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 12px' }}>
        {t('priceAlerts.mail.heading')}
      </Heading>
      <Text style={{ fontSize: '15px', margin: '0 0 12px' }}>{t('priceAlerts.mail.intro', { title: p.title })}</Text>
      <Section>
        <Text style={row}>
          {t('priceAlerts.mail.before')}: <s>{money(p.before)}</s>
        </Text>
        <Text style={{ ...row, fontWeight: 700, color: '#11523d' }}>
          {t('priceAlerts.mail.now')}: {money(p.now)}
        </Text>
        <Text style={row}>
          {t('priceAlerts.mail.target')}: {money(p.target)}
        </Text>
      </Section>
      <Section style={{ margin: '20px 0 4px' }}>
        <Button
          href={p.url}
          style={{
            backgroundColor: '#11523d',
            color: '#ffffff',
            padding: '10px 18px',
            borderRadius: '6px',
            fontWeight: 600,
            fontSize: '15px',
          }}
        >
          {t('priceAlerts.mail.cta')}
        </Button>
      </Section>
      <Text style={{ fontSize: '13px', color: '#475569' }}>{p.url}</Text>
    </MailLayout>
  );
}
