/**
 * Demo mails of the outbox: invoices and statements (with a PDF), reminders, portal invitations and
 * one notice showing an inline image (cid), to the billing contacts of the seeded companies, over the
 * last days. Mostly sent; some pending (the local worker sends them at start), some retrying (the
 * next attempt hours ahead, after a 4xx) and some failed (a 5xx). 40 for the demo, 3,000 large.
 * Deterministic but for the times, which count back from now. Each company's timeline records its
 * mails (queued, then sent or failed).
 */
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_MAIL_FROM } from '../../config';
import type { Db } from '../client';
import { companies, contacts, mailAttachments, mails, timelineEvents } from '../schema';
import type { MailKind, MailStatus } from '../../../src/shared/constants/mail';
import { formatMoney } from '../../../src/shared/format';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR = 3_600_000;

/** A one-page PDF with these lines in Helvetica (a valid file: objects, cross-reference table, trailer). */
export function demoPdf(lines: readonly string[]): Buffer {
  const latin1 = (text: string) =>
    text
      .replace(/[’‘]/g, "'")
      .replace(/€/g, '\x80') // the euro sign's place in WinAnsi
      .replace(/[^\x20-\xff]/g, '?')
      .replace(/[\\()]/g, (c) => `\\${c}`);
  const content = lines
    .map((line, i) => `BT /F1 ${i ? 11 : 16} Tf 56 ${780 - i * 20} Td (${latin1(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The back office's logo (120 x 36 PNG), the inline image of the demo notice. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAAkCAIAAADNSmkJAAAAbklEQVR42u3aQQoAEBBA0bmMkzm+Q3ACZYFi3vR3dq/UJFFq04UCAWjQAg0a9OSgbxrEoEGDBv0edP90QL8DvXJBQIMGDfootK0DNGjQoEGDBp15vQMNGrTXO9CgPfyDBg0atA80oAUatECDztcAX126F4dFZdsAAAAASUVORK5CYII=',
  'base64',
);
const LOGO_CID = 'logo@backoffice.local';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Recipient = { companyId: number; company: string; contactId: number; name: string; email: string };
type Written = {
  kind: MailKind;
  subject: string;
  html: string;
  text: string;
  attachments: {
    fileName: string;
    contentType: string;
    kind: 'attachment' | 'inline';
    contentId: string | null;
    content: Buffer;
  }[];
};

const KINDS: MailKind[] = ['invoice', 'reminder', 'statement', 'invitation'];
const MONTHS = ['September', 'October', 'November'];

/** Mail i to its recipient: its kind, texts and files. */
function written(i: number, to: Recipient): Written {
  const greeting = `Dear ${to.name},`;
  const number = `2026-${String(10_000 + i).padStart(6, '0')}`;
  // The demo mails are in English: the amount as English writes it (€1,234.56), by the shared formatter.
  const amount = formatMoney(((120 + ((i * 137) % 4_800)) * 100 + ((i * 7) % 100)) / 100, { language: 'en' });
  if (i === 6) {
    const html = [
      `<p><img src="cid:${LOGO_CID}" alt="Back office" width="120" height="36"></p>`,
      `<p>${escape(greeting)}</p>`,
      '<p>From December your invoices, contracts and payments are in the <strong>customer portal</strong>.</p>',
      '<p><a href="https://portal.example.com">Open the customer portal</a></p>',
    ].join('\n');
    return {
      kind: 'notice',
      subject: 'Your invoices move to the customer portal',
      html,
      text: `${greeting}\n\nFrom December your invoices, contracts and payments are in the customer portal: https://portal.example.com`,
      attachments: [
        { fileName: 'logo.png', contentType: 'image/png', kind: 'inline', contentId: LOGO_CID, content: LOGO },
      ],
    };
  }
  const kind = KINDS[i % KINDS.length]!;
  const pdf = (fileName: string, title: string) => ({
    fileName,
    contentType: 'application/pdf',
    kind: 'attachment' as const,
    contentId: null,
    content: demoPdf([title, to.company, `Amount due: ${amount}`, 'Back office billing']),
  });
  switch (kind) {
    case 'invoice':
      return {
        kind,
        subject: `Invoice ${number} from Back office`,
        html: [
          `<p>${escape(greeting)}</p>`,
          `<p>Please find attached invoice <strong>${number}</strong>.</p>`,
          `<table border="1" cellpadding="4"><tr><th>Invoice</th><th>Amount</th><th>Due</th></tr><tr><td>${number}</td><td>${amount}</td><td>in 30 days</td></tr></table>`,
          '<p>Kind regards,<br>Back office billing</p>',
        ].join('\n'),
        text: `${greeting}\n\nPlease find attached invoice ${number} (${amount}, due in 30 days).\n\nKind regards,\nBack office billing`,
        attachments: [pdf(`invoice-${number}.pdf`, `Invoice ${number}`)],
      };
    case 'statement': {
      const month = MONTHS[i % MONTHS.length]!;
      return {
        kind,
        subject: `Statement of account, ${month} 2026`,
        html: `<p>${escape(greeting)}</p>\n<p>Attached is your statement of account for ${month} 2026.</p>`,
        text: `${greeting}\n\nAttached is your statement of account for ${month} 2026.`,
        attachments: [pdf(`statement-2026-${month.toLowerCase()}.pdf`, `Statement of account, ${month} 2026`)],
      };
    }
    case 'reminder':
      return {
        kind,
        subject: `Reminder: invoice ${number} is overdue`,
        html: `<p>${escape(greeting)}</p>\n<p>Invoice <strong>${number}</strong> of ${amount} is past its due date. Please pay it within 8 days.</p>`,
        text: `${greeting}\n\nInvoice ${number} of ${amount} is past its due date. Please pay it within 8 days.`,
        attachments: [],
      };
    default: {
      const link = `https://portal.example.com/invitation?token=demo-${i + 1}`;
      return {
        kind: 'invitation',
        subject: `Invitation to the customer portal – ${to.company}`,
        html: `<p>${escape(greeting)}</p>\n<p>You are invited to the customer portal.</p>\n<p><a href="${link}">Accept the invitation</a></p>`,
        text: `${greeting}\n\nYou are invited to the customer portal.\n\nAccept the invitation: ${link}`,
        attachments: [],
      };
    }
  }
}

/** Where mail i stands: mostly sent; one in ten each pending, retrying and failed. */
function statusOf(i: number): MailStatus {
  return (['sent', 'sent', 'sent', 'pending', 'sent', 'retrying', 'sent', 'sent', 'failed', 'sent'] as const)[i % 10]!;
}

/** Seeds `count` mails to the billing contacts (the first of each) of the first companies. */
export async function seedMails(tx: Tx, count: number) {
  const companyCount = count > 1_000 ? 1_000 : 30;
  const people = await tx
    .select({
      companyId: contacts.companyId,
      company: companies.name,
      contactId: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
    })
    .from(contacts)
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .orderBy(asc(contacts.id));
  const billing = new Map<number, Recipient>();
  for (const p of people)
    if (p.email && p.companyId <= companyCount && !billing.has(p.companyId))
      billing.set(p.companyId, { ...p, name: `${p.firstName} ${p.lastName}`, email: p.email });
  const recipients = [...billing.values()];
  if (!recipients.length) return;

  const now = Date.now();
  const BATCH = 500;
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
      const i = start + k;
      const to = recipients[(i * 7) % recipients.length]!;
      const mail = written(i, to);
      const status = statusOf(i);
      // Newest first in the list: mail 0 is the latest, a few hours apart back from there.
      const createdAt = new Date(now - (i + 1) * 5 * HOUR - ((i * 17) % 60) * 60_000);
      return { i, to, mail, status, createdAt };
    });
    const rows = await tx
      .insert(mails)
      .values(
        batch.map(({ i, to, mail, status, createdAt }) => ({
          kind: mail.kind,
          companyId: to.companyId,
          contactId: to.contactId,
          fromAddress: DEFAULT_MAIL_FROM,
          recipients: [to.email],
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId: `<demo-${i + 1}@backoffice.local>`,
          status,
          attempts: { pending: 0, sent: 1, retrying: 2, failed: 1 }[status],
          nextAttemptAt:
            status === 'pending' ? createdAt : status === 'retrying' ? new Date(now + (2 + (i % 4)) * HOUR) : null,
          lastError:
            status === 'retrying'
              ? '421 4.7.0 Try again later'
              : status === 'failed'
                ? `550 5.1.1 <${to.email}>: Mailbox unavailable`
                : null,
          sentAt: status === 'sent' ? new Date(createdAt.getTime() + 4_000) : null,
          createdAt,
        })),
      )
      .returning({ id: mails.id });
    const files = batch.flatMap(({ mail }, k) =>
      mail.attachments.map((a) => ({ ...a, mailId: rows[k]!.id, size: a.content.byteLength })),
    );
    if (files.length) await tx.insert(mailAttachments).values(files);
    const events = batch.flatMap(({ mail, to, status, createdAt }, k) => {
      const base = {
        companyId: to.companyId,
        userId: null,
        kind: 'mail' as const,
        recordId: rows[k]!.id,
        label: mail.subject,
      };
      return [
        { ...base, action: 'created' as const, occurredAt: createdAt },
        ...(status === 'sent' || status === 'failed'
          ? [{ ...base, action: status, occurredAt: new Date(createdAt.getTime() + 4_000) }]
          : []),
      ];
    });
    await tx.insert(timelineEvents).values(events);
  }
}
