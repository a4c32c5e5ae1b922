import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { contactQueries } from '../api/contact-api';

/** Contact types as a list shows them: the translated names of the ids, or a dash for none. */
export function useContactTypeNames() {
  const { t } = useTranslation();
  const types = useQuery(contactQueries.types());
  return useMemo(() => {
    const names = new Map(
      (types.data ?? []).map((type) => [
        type.contactTypeId,
        t(`company:contactTypes.${type.code}`, { defaultValue: type.description }),
      ]),
    );
    return (ids: number[]) => ids.map((id) => names.get(id) ?? id).join(', ') || '–';
  }, [types.data, t]);
}
