/** Adds an access definition to a role: one of those it does not hold yet, with its value. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainSelect } from '@/components/form/plain-select';
import { ACCESS_DEFINITIONS, accessDefinitionOf } from '@/shared/access-definitions';
import type { AccessValue } from '@/shared/constants/access';
import type { RoleDetail } from '@/shared/schemas/access';
import { useChangeDefinition } from '../api/access-api';
import { definitionLabel } from '../access-labels';
import { SaveDialog } from './save-dialog';

export function DefinitionDialog({ role, onClose }: { role: RoleDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const held = new Set(role.definitions.map((d) => d.accessDefinitionCode));
  const available = ACCESS_DEFINITIONS.filter((d) => !held.has(d.accessDefinitionCode));
  const [code, setCode] = useState(available[0]?.accessDefinitionCode ?? '');
  const values = accessDefinitionOf(code)?.values ?? [];
  const [value, setValue] = useState<AccessValue>(values[0] ?? 'read');
  const change = useChangeDefinition();
  const chosenValue = values.includes(value) ? value : (values[0] ?? 'read');

  return (
    <SaveDialog
      title={t('access:definitions.addTitle', { role: role.name })}
      onClose={onClose}
      save={() =>
        change.mutateAsync({
          roleId: role.roleId,
          change: 'set',
          body: { accessDefinitionCode: code, value: chosenValue },
        })
      }
      busy={change.isPending}
      canSave={code !== ''}
    >
      {available.length === 0 ? (
        <p className="text-sm text-slate-700">{t('access:definitions.allHeld')}</p>
      ) : (
        <div className="flex flex-col gap-4">
          <PlainSelect
            label={t('access:fields.definition')}
            value={code}
            onChange={setCode}
            options={available.map((d) => ({
              value: d.accessDefinitionCode,
              label: definitionLabel(t, d.accessDefinitionCode),
            }))}
          />
          <PlainSelect
            label={t('access:fields.value')}
            value={chosenValue}
            onChange={(v) => setValue(v as AccessValue)}
            options={values.map((v) => ({ value: v, label: t(`access:values.${v}`) }))}
          />
        </div>
      )}
    </SaveDialog>
  );
}
