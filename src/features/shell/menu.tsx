/** A menu in a Radix popover: click or keyboard opens it, items are buttons or links. */
import * as Popover from '@radix-ui/react-popover';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

export function MenuPopover({
  trigger,
  label,
  children,
  open,
  onOpenChange,
}: {
  trigger: ReactNode;
  label: string;
  children: ReactNode;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-slate-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        aria-haspopup="menu"
      >
        {trigger}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="right"
          align="end"
          sideOffset={8}
          className="motion-pop z-50 max-h-[450px] w-60 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 text-slate-900 shadow-lg"
        >
          <ul role="menu" aria-label={label}>
            {children}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

export const menuItemClass =
  'block w-full rounded px-3 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';

/** A menu's button (`className` for its list item: a line above it). */
export function MenuButton({
  onSelect,
  disabled,
  className,
  children,
}: {
  onSelect: () => void;
  disabled?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <li role="none" className={className}>
      <button role="menuitem" type="button" className={menuItemClass} disabled={disabled} onClick={onSelect}>
        {children}
      </button>
    </li>
  );
}

function MenuAnchor({
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  return (
    <li role="none">
      <a role="menuitem" {...props} className={cn(menuItemClass, className)} />
    </li>
  );
}

/** A menu's link to a screen of the app (the router's Link). */
export const MenuLink = createLink(MenuAnchor);
