import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { productStatusTone } from '@/shared/product-status';
import { Badge } from './badge';
import { EmailIndicator } from './email-indicator';
import { Drawer, Modal } from './modal';
import { ShowMore } from './show-more';
import { Toggle } from './toggle';

describe('Badge', () => {
  it('shows its text in its tone; product statuses get theirs from the rule', () => {
    render(
      <>
        <Badge tone={productStatusTone(1)}>Active</Badge>
        <Badge tone={productStatusTone('Decommisioned')}>Gone</Badge>
        <Badge>Plain</Badge>
      </>,
    );
    expect(screen.getByText('Active').dataset.tone).toBe('success');
    expect(screen.getByText('Gone').dataset.tone).toBe('danger');
    expect(screen.getByText('Plain').dataset.tone).toBe('neutral');
    expect(screen.getByText('Active').className).toContain('green');
  });
});

describe('Toggle', () => {
  function Harness({ onChange }: { onChange: (v: boolean) => void }) {
    const [on, setOn] = useState(false);
    return (
      <Toggle
        checked={on}
        label="Notifications"
        onCheckedChange={(v) => {
          setOn(v);
          onChange(v);
        }}
      />
    );
  }

  it('is a switch with aria-checked, toggled by click, label click, Space and Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Notifications' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByText('Notifications'));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([true, false, true, false]);
  });

  it('does nothing when disabled', async () => {
    const onChange = vi.fn();
    render(<Toggle checked={false} onCheckedChange={onChange} aria-label="Active" disabled />);
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Active' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('ShowMore', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];

  it('shows the first items up to the limit, then all, then the limit again', async () => {
    const user = userEvent.setup();
    render(<ShowMore items={items} limit={2} renderItem={(i) => i} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
    const more = screen.getByRole('button', { name: 'Show more (3)' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe(screen.getByRole('list').id);
    await user.click(more);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    await user.click(less);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('has no button when the list fits', () => {
    render(<ShowMore items={items} limit={5} renderItem={(i) => i} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('EmailIndicator', () => {
  it('has an accessible name per variant, or the one given', async () => {
    render(
      <>
        <EmailIndicator variant="success" />
        <EmailIndicator variant="danger" />
        <EmailIndicator variant="warning" label="Bounced twice" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'E-mail sent' }).dataset.variant).toBe('success');
    expect(screen.getByRole('img', { name: 'E-mail failed' }).dataset.variant).toBe('danger');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Bounced twice' }).dataset.variant).toBe('warning'));
  });
});

describe('Modal and Drawer sizes', () => {
  it('a modal is 500 px wide by default', () => {
    render(<Modal open onOpenChange={() => {}} title="Modal" />);
    expect(screen.getByRole('dialog', { name: 'Modal' }).style.width).toBe('500px');
  });

  it('a drawer is 400 px wide', () => {
    render(<Drawer open onOpenChange={() => {}} title="Drawer" />);
    expect(screen.getByRole('dialog', { name: 'Drawer' }).className).toContain('w-[min(400px,100vw)]');
  });
});

describe('Modal focus', () => {
  function Opener({ children, removeOpener = false }: { children: ReactNode; removeOpener?: boolean }) {
    const [open, setOpen] = useState(false);
    const [opened, setOpened] = useState(false);
    return (
      <>
        <main id="main">
          <h1 tabIndex={-1} data-page-heading>
            Invoice
          </h1>
          {!(removeOpener && opened) && (
            <button type="button" onClick={() => setOpen(true)}>
              Open
            </button>
          )}
        </main>
        <Modal
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) setOpened(true);
          }}
          title="Payment"
        >
          {children}
        </Modal>
      </>
    );
  }

  it('opens on its first field, not on its close button, and gives the focus back to what opened it', async () => {
    const user = userEvent.setup();
    render(
      <Opener>
        <button type="button">Help</button>
        <input aria-label="Amount" />
      </Opener>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Amount')));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' })));
  });

  it("without a field, Radix's first control; the screen's heading when what opened it is gone", async () => {
    const user = userEvent.setup();
    render(
      <Opener removeOpener>
        <button type="button">Help</button>
      </Opener>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Invoice' })));
  });
});
