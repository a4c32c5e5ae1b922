/**
 * One menu opened by a click on its trigger, by a right-click on it, or both,
 * on Radix: a click opens a DropdownMenu at the trigger, a right-click a ContextMenu at the pointer.
 * Both are keyboard navigable (arrows, Home/End, typeahead, Esc) and at most 450 px high. Not
 * modal: the page stays in the accessibility tree (a modal menu hides it while focus can leave).
 */
import * as RadixContextMenu from '@radix-ui/react-context-menu';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The context menu's maximum height. */
export const CONTEXT_MENU_MAX_HEIGHT = 450;

export type ContextMenuItem =
  | {
      key: string;
      label: ReactNode;
      onSelect: () => void;
      disabled?: boolean | undefined;
      /** Destructive actions in red. */
      tone?: 'danger' | undefined;
    }
  | { key: string; separator: true };

export type ContextMenuProps = {
  items: readonly ContextMenuItem[];
  /** The element that opens the menu; it must take a ref and props (a button, a row). */
  children: ReactElement;
  /** Click, right-click or both; click by default. */
  openOn?: 'click' | 'contextmenu' | 'both' | undefined;
  /** The menu's name. A click menu is named by its trigger otherwise; a right-click menu "Actions". */
  label?: string | undefined;
  align?: 'start' | 'center' | 'end' | undefined;
};

const contentClass =
  'motion-pop z-50 min-w-44 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 text-sm text-slate-900 shadow-lg focus:outline-none';

const itemClass = (danger: boolean) =>
  cn(
    'flex cursor-default items-center rounded px-3 py-2 outline-none select-none',
    'data-[highlighted]:bg-slate-100 data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400',
    danger && 'text-red-700',
  );

type Primitives = typeof DropdownMenu | typeof RadixContextMenu;

function Items({ items, kind }: { items: readonly ContextMenuItem[]; kind: Primitives }) {
  return items.map((item) =>
    'separator' in item ? (
      <kind.Separator key={item.key} className="my-1 h-px bg-slate-200" />
    ) : (
      <kind.Item
        key={item.key}
        disabled={item.disabled}
        onSelect={item.onSelect}
        className={itemClass(item.tone === 'danger')}
      >
        {item.label}
      </kind.Item>
    ),
  );
}

export function ContextMenu({ items, children, openOn = 'click', label, align = 'start' }: ContextMenuProps) {
  const { t } = useTranslation();
  const name = label ?? t('ui.contextMenu.label');
  const style = { maxHeight: `min(${CONTEXT_MENU_MAX_HEIGHT}px, 90vh)` };

  const dropdownContent = (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align={align}
        sideOffset={4}
        // Named by its trigger unless a label is given.
        {...(label ? { 'aria-label': label, 'aria-labelledby': undefined } : {})}
        className={contentClass}
        style={style}
      >
        <Items items={items} kind={DropdownMenu} />
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
  const contextContent = (
    <RadixContextMenu.Portal>
      <RadixContextMenu.Content aria-label={name} className={contentClass} style={style}>
        <Items items={items} kind={RadixContextMenu} />
      </RadixContextMenu.Content>
    </RadixContextMenu.Portal>
  );

  if (openOn === 'contextmenu')
    return (
      <RadixContextMenu.Root modal={false}>
        <RadixContextMenu.Trigger asChild>{children}</RadixContextMenu.Trigger>
        {contextContent}
      </RadixContextMenu.Root>
    );

  if (openOn === 'click')
    return (
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>{children}</DropdownMenu.Trigger>
        {dropdownContent}
      </DropdownMenu.Root>
    );

  // Both: the context menu's trigger passes its props through the dropdown's trigger to the element.
  return (
    <DropdownMenu.Root modal={false}>
      <RadixContextMenu.Root modal={false}>
        <RadixContextMenu.Trigger asChild>
          <DropdownMenu.Trigger asChild>{children}</DropdownMenu.Trigger>
        </RadixContextMenu.Trigger>
        {contextContent}
      </RadixContextMenu.Root>
      {dropdownContent}
    </DropdownMenu.Root>
  );
}
