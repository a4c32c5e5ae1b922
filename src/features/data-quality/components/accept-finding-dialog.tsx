/**
 * Accepting a finding: a reason (required), recorded with who and when. The finding then leaves the
 * open view until the fields its rule reads change. A finding that changed since the list showed it
 * is refused (an alert), and the list refreshes.
 */
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextArea } from '@/components/form/form-text-area';
import { SaveForm } from '@/components/form/save-form';
import { useSaveForm } from '@/components/form/use-save-form';
import { dataQualityAcceptInput, type DataQualityFinding } from '@/shared/schemas/data-quality';
import { useAcceptFinding } from '../api/data-quality-api';

function AcceptForm({ finding, onClose }: { finding: DataQualityFinding; onClose: () => void }) {
  const { t } = useTranslation();
  const accept = useAcceptFinding();
  const { form, ...saving } = useSaveForm({
    schema: dataQualityAcceptInput,
    toBody: (values: { reason: string }) => ({
      rule: finding.rule,
      recordId: finding.recordId,
      fingerprint: finding.fingerprint,
      reason: values.reason,
    }),
    defaultValues: { reason: '' },
    save: (body) => accept.mutateAsync(body),
    onSaved: onClose,
  });
  return (
    <SaveForm saving={saving} onCancel={onClose} saveLabel={t('dataQuality:accept.save')}>
      <p className="text-sm">{t('dataQuality:accept.explain')}</p>
      <FormTextArea form={form} name="reason" label={t('dataQuality:accept.reason')} required maxLength={500} />
    </SaveForm>
  );
}

export function AcceptFindingDialog({ finding, onClose }: { finding: DataQualityFinding; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('dataQuality:accept.title')}
      description={`${t(`dataQuality:rules.${finding.rule}.title`)}: ${finding.label}`}
    >
      <AcceptForm finding={finding} onClose={onClose} />
    </FormDialog>
  );
}
