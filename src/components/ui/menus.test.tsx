import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmPopover } from './confirm-popover';
import { CONTEXT_MENU_MAX_HEIGHT, ContextMenu, type ContextMenuItem } from './context-menu';

const nothing = () => {};

function items(onEdit: () => void = nothing, onDelete: () => void = nothing): ContextMenuItem[] {
  return [
    { key: 'edit', label: 'Edit', onSelect: onEdit },
    { key: 'sep', separator: true },
    { key: 'delete', label: 'Delete', onSelect: onDelete, tone: 'danger' },
    { key: 'archive', label: 'Archive', onSelect: () => {}, disabled: true },
  ];
}

describe('ContextMenu', () => {
  it('opens on click, at most 450 px high, and runs the chosen item', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(
      <ContextMenu items={items(onEdit)}>
        <button type="button">More</button>
      </ContextMenu>,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    // Named by its trigger.
    const menu = await screen.findByRole('menu', { name: 'More' });
    expect(menu.style.maxHeight).toContain(`${CONTEXT_MENU_MAX_HEIGHT}px`);
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Edit', 'Delete', 'Archive']);
    expect(screen.getByRole('menuitem', { name: 'Archive' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('is keyboard navigable: Enter opens, arrows move, Enter picks, Esc closes', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(
      <ContextMenu items={items(nothing, onDelete)}>
        <button type="button">More</button>
      </ContextMenu>,
    );
    screen.getByRole('button', { name: 'More' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Edit'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Delete');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('opens on right-click when asked, and not on a plain click', async () => {
    const user = userEvent.setup();
    render(
      <ContextMenu items={items()} openOn="contextmenu" label="Row actions">
        <div>Row</div>
      </ContextMenu>,
    );
    await user.click(screen.getByText('Row'));
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.contextMenu(screen.getByText('Row'), { clientX: 20, clientY: 30 });
    const menu = await screen.findByRole('menu', { name: 'Row actions' });
    expect(menu.style.maxHeight).toContain('450px');
  });

  it('opens both ways when asked for both', async () => {
    const user = userEvent.setup();
    render(
      <ContextMenu items={items()} openOn="both">
        <button type="button">More</button>
      </ContextMenu>,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('menu')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    fireEvent.contextMenu(screen.getByRole('button', { name: 'More' }), { clientX: 5, clientY: 5 });
    expect(await screen.findByRole('menu', { name: 'Actions' })).toBeTruthy();
  });
});

describe('ConfirmPopover', () => {
  function setup(onConfirm: () => void | Promise<unknown> = () => {}) {
    const onCancel = vi.fn();
    render(
      <ConfirmPopover question="Delete this price?" onConfirm={onConfirm} onCancel={onCancel} confirmLabel="Delete">
        <Button variant="danger">Remove</Button>
      </ConfirmPopover>,
    );
    return { user: userEvent.setup(), onCancel };
  }

  it('asks, focusing Cancel; Confirm runs the action and closes, focus back on the trigger', async () => {
    const onConfirm = vi.fn();
    const { user } = setup(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this price?' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' }));
  });

  it('Cancel and Esc close without the action', async () => {
    const onConfirm = vi.fn();
    const { user, onCancel } = setup(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('waits for an asynchronous action, the confirm button busy meanwhile', async () => {
    let finish: () => void = () => {};
    const { user } = setup(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Delete' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open to try again when the action fails', async () => {
    const { user } = setup(() => Promise.reject(new Error('server down')));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' }).getAttribute('aria-busy')).toBeNull());
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
