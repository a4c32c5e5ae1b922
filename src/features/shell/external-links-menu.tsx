import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { securityQueries } from '@/lib/security-queries';
import { MenuPopover, menuItemClass } from './menu';
import { ExternalLink } from 'lucide-react';

/** External links open in a new window. */
export function ExternalLinksMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const links = useQuery(securityQueries.externalLinks());
  if (!links.data?.length) return null;
  return (
    <MenuPopover
      open={open}
      onOpenChange={setOpen}
      label={t('externalLinks.title')}
      trigger={
        <>
          <ExternalLink aria-hidden className="size-4" />
          <span>{t('externalLinks.title')}</span>
        </>
      }
    >
      {links.data.map((l) => (
        <li key={l.externalLinkId} role="none">
          <a
            role="menuitem"
            href={l.link}
            target="_blank"
            rel="noopener noreferrer"
            className={menuItemClass}
            onClick={() => setOpen(false)}
          >
            {l.name}
            <span className="sr-only"> ({t('externalLinks.newWindow')})</span>
          </a>
        </li>
      ))}
    </MenuPopover>
  );
}
