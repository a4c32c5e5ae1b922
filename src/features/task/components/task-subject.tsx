/**
 * What a task is about, as a link to its page: a company, a contract (a contract item: its
 * contract), an invoice, a mail, a file import. Plain text when the user may not read that module.
 */
import type { ReactNode } from 'react';
import { CompanyLink, ContractLink, InvoiceLink, TextLink } from '@/components/detail/links';
import { useAccess } from '@/hooks/use-access';
import type { ModuleKey } from '@/shared/catalogue';
import type { TaskSubjectKind } from '@/shared/constants/task';
import type { TaskSubject } from '@/shared/schemas/task';

const MODULE_OF: Readonly<Record<TaskSubjectKind, ModuleKey>> = {
  company: 'company',
  contract: 'contract',
  contractItem: 'contract',
  invoice: 'invoices',
  mail: 'mails',
  fileImport: 'fileimports',
};

export function TaskSubjectLink({ subject }: { subject: TaskSubject }) {
  const canRead = useAccess().canRead(MODULE_OF[subject.kind]);
  const text: ReactNode = subject.label;
  if (!canRead) return <span>{text}</span>;
  switch (subject.kind) {
    case 'company':
      return <CompanyLink id={subject.id}>{text}</CompanyLink>;
    case 'contract':
      return <ContractLink id={subject.id}>{text}</ContractLink>;
    case 'contractItem':
      return subject.contractId ? <ContractLink id={subject.contractId}>{text}</ContractLink> : <span>{text}</span>;
    case 'invoice':
      return <InvoiceLink id={subject.id}>{text}</InvoiceLink>;
    case 'mail':
      return (
        <TextLink to="/mails/$mailId" params={{ mailId: String(subject.id) }}>
          {text}
        </TextLink>
      );
    case 'fileImport':
      return <TextLink to="/fileimports">{text}</TextLink>;
  }
}
