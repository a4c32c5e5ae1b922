/**
 * A mail under /mails/{id}: its headers and delivery (status, attempts, the last failure, the next
 * attempt), the body shown safely (components/mail-body.tsx), its attachments (attachment and
 * inline kinds, each downloadable), and, with edit right, resend to one or more addresses.
 */
import { RecordDetail } from '@/components/detail/detail-states';
import { DetailScreen } from '@/components/detail/detail-screen';
import { BackLink, CompanyLink, TextLink } from '@/components/detail/links';
import { Paperclip } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Block, FactsBlock } from '@/components/layout/block';
import { Button } from '@/components/ui/button';
import { formatTimestamp } from '@/shared/dates';
import type { MailDetail } from '@/shared/schemas/mail';
import { useAccess } from '@/hooks/use-access';
import { attachmentUrl, mailQueries } from './api/mail-api';
import { MailBody } from './components/mail-body';
import { MailStatusLabel } from './components/mail-status';
import { EMPTY } from '@/shared/format';

/** The resend dialog (zod) loads when first opened. */
const ResendDialog = lazy(() => import('./components/resend-dialog').then((m) => ({ default: m.ResendDialog })));

export function MailDetailPage() {
  return (
    <RecordDetail param="mailId" query={mailQueries.detail} texts="mail:" back="/mails" skeleton="h-96">
      {(found) => <MailScreen mail={found} />}
    </RecordDetail>
  );
}

const kib = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KiB`;

function MailScreen({ mail }: { mail: MailDetail }) {
  const { t } = useTranslation();
  const canEdit = useAccess().canEdit('mails');
  const [resending, setResending] = useState(false);
  const retrying = !!mail.nextAttemptAt && mail.status !== 'sent' && mail.status !== 'failed';
  return (
    <DetailScreen
      titleId="mail-title"
      back={<BackLink to="/mails">{t('mail:backToList')}</BackLink>}
      title={mail.subject}
      wrap
      line={
        <>
          <MailStatusLabel status={mail.status} />
          <span>{t(`mail:kinds.${mail.kind}`)}</span>
        </>
      }
      rest={
        canEdit && (
          <Button variant="secondary" onClick={() => setResending(true)}>
            {t('mail:actions.resend')}
          </Button>
        )
      }
    >
      {resending && (
        <Suspense fallback={null}>
          <ResendDialog mail={mail} open={resending} onClose={() => setResending(false)} />
        </Suspense>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <FactsBlock
          title={t('mail:blocks.headers')}
          rows={[
            [t('mail:fields.from'), mail.from],
            [t('mail:fields.recipients'), mail.recipients.join(', ')],
            [t('mail:fields.replyTo'), mail.replyTo ?? EMPTY],
            [t('mail:fields.subject'), mail.subject],
            [
              t('mail:fields.messageId'),
              <code key="id" className="text-xs">
                {mail.messageId}
              </code>,
            ],
            [
              t('mail:fields.company'),
              mail.companyId ? (
                <CompanyLink id={mail.companyId} tab="timeline">
                  {mail.companyName ?? mail.companyId}
                </CompanyLink>
              ) : (
                EMPTY
              ),
            ],
          ]}
        />
        <FactsBlock
          title={t('mail:blocks.delivery')}
          rows={[
            [t('mail:fields.status'), <MailStatusLabel key="status" status={mail.status} />],
            [t('mail:fields.createdAt'), formatTimestamp(mail.createdAt)],
            [t('mail:fields.createdBy'), mail.createdByName ?? t('mail:system')],
            [t('mail:fields.sentAt'), formatTimestamp(mail.sentAt)],
            [t('mail:fields.attempts'), String(mail.attempts)],
            retrying && [t('mail:fields.nextAttemptAt'), formatTimestamp(mail.nextAttemptAt)],
            mail.lastError && [
              t('mail:fields.lastError'),
              <span key="error" className="text-red-800">
                {mail.lastError}
              </span>,
            ],
            mail.resentFromId && [
              t('mail:fields.resentFrom'),
              <TextLink key="original" to="/mails/$mailId" params={{ mailId: String(mail.resentFromId) }}>
                {t('mail:originalMail', { id: mail.resentFromId })}
              </TextLink>,
            ],
          ]}
        />
      </div>
      <Block title={t('mail:blocks.attachments')}>
        {mail.attachments.length === 0 ? (
          <p className="text-sm text-slate-700">{t('mail:noAttachments')}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {mail.attachments.map((a) => (
              <li key={a.attachmentId} className="flex flex-wrap items-center gap-2">
                <Paperclip aria-hidden className="size-4 text-slate-500" />
                <a
                  href={attachmentUrl(mail.mailId, a.attachmentId)}
                  download={a.fileName}
                  className="font-medium text-brand-700 underline underline-offset-2"
                >
                  {a.fileName}
                </a>
                <span className="text-slate-700">
                  {t(`mail:attachmentKinds.${a.kind}`)} · {a.contentType} · {kib(a.size)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Block>
      <Block title={t('mail:blocks.body')}>
        <MailBody html={mail.html} subject={mail.subject} />
      </Block>
    </DetailScreen>
  );
}
