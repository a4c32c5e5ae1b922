/**
 * A contract's main contract: link it to another main contract of its customer
 * (`{id}/other-maincontracts`, `linktomaincontract`), make a new one for it, or unlink it. Each is
 * one change of the contract, on the version read (a colleague's change meanwhile is said, not
 * overwritten); the name of a new one follows the shared schema.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { controlClass, labelClass } from '@/components/form/field';
import { FormTextField } from '@/components/form/form-text-field';
import { applyServerErrors } from '@/components/form/server-errors';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { alertError, showAlert, translateMessage } from '@/lib/alerts';
import { ApiError } from '@/lib/api-error';
import { type Contract } from '@/shared/schemas/contract';
import { mainContractInput, type MainContractInputParsed } from '@/shared/schemas/main-contract';
import { contractQueries } from '../api/contract-api';
import { useLinkMainContract } from '../api/contract-mutations';

type NameValues = { customerId: number | null; name: string };

type Props = { contract: Contract; open: boolean; onOpenChange: (open: boolean) => void };

export function MainContractDialog({ contract, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const others = useQuery({ ...contractQueries.otherMainContracts(contract.contractId), enabled: open });
  const [chosen, setChosen] = useState('');
  const link = useLinkMainContract();
  const form = useForm<NameValues, unknown, MainContractInputParsed>({
    resolver: zodResolver(mainContractInput),
    mode: 'onTouched',
    defaultValues: { customerId: contract.customerId, name: '' },
  });
  const close = () => onOpenChange(false);
  const run = async (input: { mainContractId: number | null; newName?: string }) => {
    try {
      await link.mutateAsync({ contract, ...input });
      showAlert('success', translateMessage('contract:main.linked'));
      close();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        showAlert('warning', translateMessage('contract:main.stale'));
      else if (!applyServerErrors(form, error)) alertError(error);
    }
  };
  const create = form.handleSubmit((values) => run({ mainContractId: null, newName: values.name }));

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('contract:main.title', { number: contract.number })}>
      <div className="flex flex-col gap-5">
        <p className="text-slate-700">
          {contract.mainContractName
            ? t('contract:main.current', { name: contract.mainContractName })
            : t('contract:main.none')}
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex min-w-64 flex-1 flex-col gap-1">
            <label htmlFor={`${id}-other`} className={labelClass}>
              {t('contract:main.linkTo')}
            </label>
            <select
              id={`${id}-other`}
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
              className={controlClass(false, 'pr-8')}
            >
              <option value="">
                {others.data?.length === 0 ? t('contract:main.noOthers') : t('form.select.placeholder')}
              </option>
              {others.data?.map((m) => (
                <option key={m.mainContractId} value={m.mainContractId}>
                  {t('contract:main.option', { name: m.name, count: m.contractCount })}
                </option>
              ))}
            </select>
          </div>
          <Button
            disabled={chosen === ''}
            busy={link.isPending}
            onClick={() => void run({ mainContractId: Number(chosen) })}
          >
            {t('contract:main.link')}
          </Button>
        </div>
        <form noValidate onSubmit={(e) => void create(e)} className="flex flex-wrap items-end gap-2">
          <FormTextField
            form={form}
            name="name"
            label={t('contract:main.newName')}
            required
            maxLength={100}
            className="min-w-64 flex-1"
          />
          <Button type="submit" variant="secondary" busy={link.isPending}>
            {t('contract:main.create')}
          </Button>
        </form>
        <div className="flex justify-end gap-2">
          {contract.mainContractId !== null && (
            <Button variant="secondary" onClick={() => void run({ mainContractId: null })}>
              {t('contract:main.unlink')}
            </Button>
          )}
          <Button variant="secondary" onClick={close}>
            {t('actions.close')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
