/**
 * The command palette: one search over every module the user may read (GET /api/search/v2, asked
 * as the text rests), the screens and the actions, grouped, keyboard only (arrows, Home, End), Enter
 * opens the chosen one, Cmd/Ctrl+Enter opens it in a new tab. A Radix dialog (titled, focus back to
 * where it was opened from) around cmdk's list; loaded on first use (search-launcher.tsx).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Command } from 'cmdk';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/hooks/use-access';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { SEARCH_MIN_LENGTH } from '@/shared/constants/search';
import type { SearchAnswer } from '@/shared/schemas/search';
import { useUiStore } from '@/stores/ui-store';
import { searchQueries } from './api/search-api';
import { labelMatches, PALETTE_ACTIONS, paletteScreens } from './palette-commands';
import './command-palette.css';

/** How long the text rests before it is searched: shorter than a list's search, the palette is for speed. */
const PALETTE_DEBOUNCE_MS = 150;

/** One choice of the palette: what it says and where it goes (or what it does). */
type Entry = { value: string; label: string; detail?: string | null; badge?: string; path?: string; run?: () => void };
type Section = { key: string; heading: string; entries: Entry[] };

const itemClass = 'flex cursor-pointer flex-col gap-0.5 rounded-md px-3 py-2 text-sm text-slate-900';

function recordSections(answer: SearchAnswer | undefined, t: (key: string) => string): Section[] {
  return (answer?.groups ?? []).map(({ group, hits }) => ({
    key: group,
    heading: t(`search:groups.${group}`),
    entries: hits.map((h) => ({
      value: `${group}:${h.id}`,
      label: h.title,
      detail: h.detail,
      ...(h.kind ? { badge: t(`search:kinds.${h.kind}`) } : {}),
      path: h.path,
    })),
  }));
}

function Status({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="px-3 text-center text-sm text-slate-700">
      {children}
    </p>
  );
}

export function CommandPalette({ modules }: { modules: Parameters<typeof paletteScreens>[0] }) {
  const { t } = useTranslation(['search', 'common']);
  const router = useRouter();
  const open = useUiStore((s) => s.searchOpen);
  const setOpen = useUiStore((s) => s.setSearchOpen);
  const setShortcutsOpen = useUiStore((s) => s.setShortcutsOpen);
  const { canEdit } = useAccess();
  const [text, setText] = useState('');
  const [active, setActive] = useState('');
  const opener = useRef<Element | null>(null);
  const settled = useDebouncedValue(text.trim(), PALETTE_DEBOUNCE_MS);
  const searching = settled.length >= SEARCH_MIN_LENGTH;
  const results = useQuery({ ...searchQueries.results(settled), enabled: open && searching });

  const commandSections = useMemo((): Section[] => {
    const typed = text.trim();
    const screens = paletteScreens(modules)
      .map((s) => ({
        value: `screen:${s.path}`,
        label: t('search:goTo', { screen: t(`common:modules.${s.key}`) }),
        path: s.path,
      }))
      .filter((e) => labelMatches(e.label, typed));
    const actions: Entry[] = [
      ...PALETTE_ACTIONS.filter((a) => canEdit(a.module)).map((a) => ({
        value: `action:${a.key}`,
        label: t(`search:actions.${a.key}`),
        path: a.path,
      })),
      { value: 'action:shortcuts', label: t('search:actions.shortcuts'), run: () => setShortcutsOpen(true) },
    ].filter((e) => labelMatches(e.label, typed));
    return [
      { key: 'actions', heading: t('search:groups.actions'), entries: actions },
      { key: 'screens', heading: t('search:groups.screens'), entries: screens },
    ];
  }, [modules, text, t, canEdit, setShortcutsOpen]);

  // Records first once the text is searched; the answer shown is the one for the text as it rests.
  const shownAnswer = searching && text.trim().length >= SEARCH_MIN_LENGTH ? results.data : undefined;
  const sections = [...recordSections(shownAnswer, t), ...commandSections].filter((s) => s.entries.length > 0);
  const entries = sections.flatMap((s) => s.entries);
  // The first choice is the active one until the user moves, and again when the choices change under it.
  const current = entries.some((e) => e.value === active) ? active : (entries[0]?.value ?? '');

  const close = () => setOpen(false);
  const choose = (entry: Entry, newTab: boolean) => {
    if (entry.path && newTab) {
      window.open(entry.path, '_blank', 'noopener');
      return;
    }
    close();
    if (entry.path) void router.navigate({ href: entry.path });
    else entry.run?.();
  };

  const waiting = searching && (results.isPending || (results.isFetching && results.isPlaceholderData));
  const failed = searching && results.isError;
  const nothing = searching && !waiting && !failed && entries.length === 0;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setText('');
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="motion-overlay fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="palette motion-pop fixed left-1/2 z-50 flex -translate-x-1/2 flex-col overflow-hidden rounded-lg bg-white shadow-xl"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const back = opener.current?.isConnected ? opener.current : null;
            ((back as HTMLElement | null) ?? document.querySelector<HTMLElement>('#main [data-page-heading]'))?.focus();
          }}
        >
          <Dialog.Title className="sr-only">{t('search:title')}</Dialog.Title>
          <Command
            label={t('search:inputLabel')}
            shouldFilter={false}
            vimBindings={false}
            loop
            value={current}
            onValueChange={setActive}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || !(event.metaKey || event.ctrlKey)) return;
              event.preventDefault();
              const entry = entries.find((e) => e.value === current);
              if (entry) choose(entry, true);
            }}
            className="flex min-h-0 flex-col"
          >
            <div className="border-b border-slate-200 px-3">
              <Command.Input
                value={text}
                onValueChange={setText}
                placeholder={t('search:placeholder')}
                className="h-12 w-full text-base text-slate-900 outline-none"
              />
            </div>
            <Command.List className="min-h-0 flex-1 overflow-y-auto p-2" aria-busy={waiting}>
              {waiting && entries.length === 0 && <Status>{t('search:states.searching')}</Status>}
              {failed && (
                <Command.Group heading={t('search:states.failed')}>
                  <Command.Item value="retry" className={itemClass} onSelect={() => void results.refetch()}>
                    {t('common:actions.retry')}
                  </Command.Item>
                </Command.Group>
              )}
              {nothing && <Status>{t('search:states.nothing', { text: settled })}</Status>}
              {!searching && text.trim().length > 0 && text.trim().length < SEARCH_MIN_LENGTH && (
                <Status>{t('search:states.tooShort', { count: SEARCH_MIN_LENGTH })}</Status>
              )}
              {sections.map((section) => (
                <Command.Group key={section.key} heading={section.heading} className="mb-1">
                  {section.entries.map((entry) => (
                    <Command.Item
                      key={entry.value}
                      value={entry.value}
                      className={itemClass}
                      onSelect={() => choose(entry, false)}
                    >
                      <span className="flex items-center gap-2 font-medium">
                        {entry.label}
                        {entry.badge && (
                          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-700">
                            {entry.badge}
                          </span>
                        )}
                      </span>
                      {entry.detail && <span className="text-xs text-slate-700">{entry.detail}</span>}
                    </Command.Item>
                  ))}
                </Command.Group>
              ))}
            </Command.List>
            <p className="border-t border-slate-200 px-3 py-2 text-xs text-slate-700">{t('search:hint')}</p>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
