/**
 * The columns a contact shows after its name (and company) in the contacts list and in a company's
 * contacts tab. The tab has no company column, so its types and invitation date stay at narrower
 * widths and its e-mail column is narrower.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { TruncatedText } from '@/components/ui/truncated-text';
import { formatDate } from '@/shared/dates';
import type { Contact } from '@/shared/schemas/contact';
import { contactQueries } from '../api/contact-api';
import { EMPTY } from '@/shared/format';

const col = columnsOf<Contact>();

export function useContactColumns(place: 'list' | 'tab') {
  const { t } = useTranslation();
  const typeNames = useContactTypeNames();
  return useMemo(() => {
    const tab = place === 'tab';
    return [
      col('email', t('company:fields.email'), (c) => (
        <TruncatedText text={c.email ?? EMPTY} className={tab ? 'max-w-56' : 'max-w-64'} />
      )),
      col('phone', t('company:fields.phone'), { hideBelow: '4xl' }, (c) => c.phone ?? EMPTY),
      col('types', t('company:contacts.types'), { hideBelow: tab ? '3xl' : '5xl' }, (c) => typeNames(c.contactTypeIds)),
      col('invitedAt', t('company:contacts.invitedAt'), { kind: 'date', hideBelow: tab ? '5xl' : '6xl' }, (c) =>
        formatDate(c.invitedAt),
      ),
    ];
  }, [t, typeNames, place]);
}

/** Contact types as a list shows them: the translated names of the ids, or a dash for none. */
function useContactTypeNames() {
  const { t } = useTranslation();
  const types = useQuery(contactQueries.types());
  return useMemo(() => {
    const names = new Map(
      (types.data ?? []).map((type) => [
        type.contactTypeId,
        t(`company:contactTypes.${type.code}`, { defaultValue: type.description }),
      ]),
    );
    return (ids: number[]) => ids.map((id) => names.get(id) ?? id).join(', ') || EMPTY;
  }, [types.data, t]);
}
