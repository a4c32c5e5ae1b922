/**
 * Publish or unpublish an item after a confirmation: publish asks how (Active: listed on the portal;
 * Hidden: reachable by its link only), unpublish takes it off the portal. Both on the version shown;
 * a colleague's change meanwhile (409) is said and the screen shows their version.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { CMS_STATUS_ACTIVE, CMS_STATUS_HIDDEN } from '@/shared/constants/cms-item';
import type { CmsItem } from '@/shared/schemas/cms-item';
import { usePublishCmsItem, useUnpublishCmsItem } from '../api/cms-item-api';

type Props = { item: CmsItem; mode: 'publish' | 'unpublish'; onClose: () => void };

export function PublishDialog({ item, mode, onClose }: Props) {
  const { t } = useTranslation();
  const publish = usePublishCmsItem();
  const unpublish = useUnpublishCmsItem();
  const [statusId, setStatusId] = useState<1 | 2>(item.statusId === CMS_STATUS_HIDDEN ? 2 : 1);
  const name = useId();
  const busy = publish.isPending || unpublish.isPending;
  const confirm = async () => {
    const ids = { cmsItemId: item.cmsItemId, version: item.version };
    try {
      if (mode === 'publish') await publish.mutateAsync({ ...ids, statusId });
      else await unpublish.mutateAsync(ids);
      onClose();
    } catch {
      // Said by the alert; the dialog stays for another try.
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(mode === 'publish' ? 'cmsItem:publish.title' : 'cmsItem:unpublish.title')}
      description={t(mode === 'publish' ? 'cmsItem:publish.question' : 'cmsItem:unpublish.question', {
        name: item.title,
      })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={() => void confirm()} disabled={busy}>
            {t(mode === 'publish' ? 'cmsItem:publish.confirm' : 'cmsItem:unpublish.confirm')}
          </Button>
        </>
      }
    >
      {mode === 'publish' && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('cmsItem:publish.how')}</legend>
          {([CMS_STATUS_ACTIVE, CMS_STATUS_HIDDEN] as const).map((id) => (
            <label key={id} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name={name}
                className="mt-1"
                checked={statusId === id}
                onChange={() => setStatusId(id)}
              />
              <span>
                <span className="font-medium">{t(`cmsItem:statuses.${id}`)}</span>
                <span className="block text-slate-700">
                  {t(id === CMS_STATUS_ACTIVE ? 'cmsItem:publish.explainActive' : 'cmsItem:publish.explainHidden')}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </Modal>
  );
}
