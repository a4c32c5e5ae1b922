/**
 * The transfer wizard (spec 02: select the new party, select the start date, references, start
 * transfer, summary). Each step checks its own fields with the shared schema before the next; the
 * transfer is one request (the server moves everything in one transaction or nothing); the summary
 * shows both contracts, each a link. A colleague's change meanwhile (409) is said, not overwritten.
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bodyResolver } from '@/components/form/body-resolver';
import { DateField } from '@/components/form/date-field';
import { FormTextField } from '@/components/form/form-text-field';
import { applyServerErrors } from '@/components/form/server-errors';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ContractLink } from '@/components/detail/links';
import { alertError } from '@/lib/alerts';
import { ApiError } from '@/lib/api-error';
import { dayOfWire } from '@/shared/calendar-day';
import { dayAtNoon, formatWireDay } from '@/shared/dates';
import { EMPTY, formatMoney } from '@/shared/format';
import {
  contractTransfer,
  type Contract,
  type ContractTransfer,
  type TransferOutcome,
} from '@/shared/schemas/contract';
import { useTransferContract } from '../api/contract-mutations';
import { transferStartDay, type TransferValues } from '../contract-transfer-values';
import { wireDay } from '../contract-item-values';
import { PartyPickers, usePartyChoices } from './contract-fields';

export const TRANSFER_STEPS = ['party', 'date', 'references', 'start', 'summary'] as const;
type Step = (typeof TRANSFER_STEPS)[number];
/** The fields each step asks for (checked before the next step). */
const STEP_FIELDS: Record<Step, (keyof TransferValues)[]> = {
  party: ['customerId', 'resellerId'],
  date: ['dateStart'],
  references: ['reference'],
  start: [],
  summary: [],
};

type Props = { contract: Contract; open: boolean; onOpenChange: (open: boolean) => void };

export function ContractTransferDialog({ contract, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      width={720}
      title={t('contract:transfer.title', { number: contract.number })}
    >
      {open && <TransferWizard contract={contract} onClose={() => onOpenChange(false)} />}
    </Modal>
  );
}

function TransferWizard({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('party');
  const [outcome, setOutcome] = useState<TransferOutcome | null>(null);
  const [stale, setStale] = useState(false);
  const transfer = useTransferContract();
  const form = useForm<TransferValues, unknown, ContractTransfer>({
    resolver: bodyResolver(contractTransfer, (v: TransferValues) => ({
      ...v,
      version: contract.version,
      dateStart: wireDay(v.dateStart),
    })),
    mode: 'onTouched',
    defaultValues: {
      customerId: null,
      resellerId: null,
      dateStart: transferStartDay(dayOfWire(contract.dateStart)),
      reference: contract.reference ?? '',
    },
  });
  const customers = usePartyChoices('customer', undefined);
  const resellers = usePartyChoices('reseller', undefined);
  const values = useWatch({ control: form.control });
  const index = TRANSFER_STEPS.indexOf(step);
  const nameOf = (choices: typeof customers, id: number | null | undefined) =>
    id == null ? null : (choices.known.get(id)?.label ?? `#${id}`);

  const next = async () => {
    // The step's fields count as visited: their problems show now.
    for (const name of STEP_FIELDS[step]) form.setValue(name, form.getValues(name), { shouldTouch: true });
    if (await form.trigger(STEP_FIELDS[step], { shouldFocus: true })) setStep(TRANSFER_STEPS[index + 1]!);
  };
  const start = form.handleSubmit(async (body) => {
    try {
      setOutcome(await transfer.mutateAsync({ contractId: contract.contractId, body }));
      setStep('summary');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStale(true);
      else if (applyServerErrors(form, error)) setStep(form.formState.errors.dateStart ? 'date' : 'party');
      else alertError(error);
    }
  });

  return (
    <div className="flex flex-col gap-4">
      <ol aria-label={t('contract:transfer.steps')} className="flex flex-wrap gap-2 text-sm">
        {TRANSFER_STEPS.map((name, i) => (
          <li
            key={name}
            aria-current={name === step ? 'step' : undefined}
            className="rounded-full border border-slate-300 px-3 py-1 text-slate-700 aria-[current=step]:border-brand-600 aria-[current=step]:bg-brand-50 aria-[current=step]:font-semibold aria-[current=step]:text-brand-800"
          >
            {i + 1}. {t(`contract:transfer.step.${name}`)}
          </li>
        ))}
      </ol>

      {step === 'party' && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-slate-700">
            {t('contract:transfer.partyHint', { name: contract.customerName })}
          </legend>
          <PartyPickers form={form} customers={customers} resellers={resellers} />
        </fieldset>
      )}
      {step === 'date' && (
        <div className="flex flex-col gap-2">
          <DateField
            form={form}
            name="dateStart"
            holds="day"
            label={t('contract:transfer.dateStart')}
            required
            minDate={dayAtNoon(transferStartDay(dayOfWire(contract.dateStart)))}
          />
          <p className="text-sm text-slate-700">{t('contract:transfer.dateHint')}</p>
        </div>
      )}
      {step === 'references' && (
        <FormTextField form={form} name="reference" label={t('contract:form.reference')} maxLength={100} />
      )}
      {step === 'start' && (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-700">{t('contract:transfer.from')}</dt>
          <dd>
            {contract.number} · {contract.customerName}
          </dd>
          <dt className="text-slate-700">{t('contract:fields.customer')}</dt>
          <dd>{nameOf(customers, values.customerId)}</dd>
          <dt className="text-slate-700">{t('contract:fields.reseller')}</dt>
          <dd>{nameOf(resellers, values.resellerId) ?? t('contract:form.noReseller')}</dd>
          <dt className="text-slate-700">{t('contract:transfer.dateStart')}</dt>
          <dd>{values.dateStart ? formatWireDay(wireDay(values.dateStart)) : EMPTY}</dd>
          <dt className="text-slate-700">{t('contract:form.reference')}</dt>
          <dd>{values.reference || EMPTY}</dd>
        </dl>
      )}
      {step === 'summary' && outcome && <TransferSummary outcome={outcome} />}
      {stale && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t('contract:transfer.stale')}
        </p>
      )}

      <div className="flex justify-end gap-2">
        {step === 'summary' ? (
          <Button onClick={onClose}>{t('actions.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            {index > 0 && (
              <Button variant="secondary" onClick={() => setStep(TRANSFER_STEPS[index - 1]!)}>
                {t('contract:transfer.back')}
              </Button>
            )}
            {step === 'start' ? (
              <Button busy={transfer.isPending} disabled={stale} onClick={() => void start()}>
                {t('contract:transfer.start')}
              </Button>
            ) : (
              <Button onClick={() => void next()}>{t('contract:transfer.next')}</Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** Both contracts after the transfer, each a link to its detail. */
function TransferSummary({ outcome }: { outcome: TransferOutcome }) {
  const { t } = useTranslation();
  const rows = [
    { label: t('contract:transfer.ended'), c: outcome.from },
    { label: t('contract:transfer.started'), c: outcome.to },
  ];
  const columns = [
    t('contract:fields.number'),
    t('contract:fields.customer'),
    t('contract:fields.status'),
    t('contract:transfer.period'),
  ];
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-medium">{t('contract:transfer.done')}</caption>
      <thead>
        <tr className="text-left text-slate-700">
          <th scope="col" className="py-1 pr-3 font-medium">
            <span className="sr-only">{t('contract:transfer.which')}</span>
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" className="py-1 pr-3 font-medium">
              {column}
            </th>
          ))}
          <th scope="col" className="py-1 text-right font-medium">
            {t('contract:fields.monthlyAmount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ label, c }) => (
          <tr key={c.contractId} className="border-t border-slate-200">
            <th scope="row" className="py-1 pr-3 text-left font-medium">
              {label}
            </th>
            <td className="py-1 pr-3">
              <ContractLink id={c.contractId}>{c.number}</ContractLink>
            </td>
            <td className="py-1 pr-3">{c.customerName}</td>
            <td className="py-1 pr-3">{t(`contract:statuses.${c.status}`)}</td>
            <td className="py-1 pr-3">
              {formatWireDay(c.dateStart)} – {c.dateEnd ? formatWireDay(c.dateEnd) : t('contract:transfer.open')}
            </td>
            <td className="py-1 text-right tabular-nums">{formatMoney(c.monthlyAmount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
