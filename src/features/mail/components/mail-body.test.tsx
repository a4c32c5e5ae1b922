import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAIL_STATUS_VARIANT, MailStatusLabel } from './mail-status';
import { frameDocument, MailBody } from './mail-body';

describe('a mail body', () => {
  it('is shown in a frame with no permission at all, under a policy that loads nothing from the network', () => {
    render(<MailBody html="<p>Dear Ann,</p>" subject="Invoice 2026/0042" />);
    const frame = screen.getByTitle(/Invoice 2026\/0042/);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Dear Ann,</p>');
    const policy = /Content-Security-Policy" content="([^"]+)"/.exec(frameDocument(''))![1];
    expect(policy).toBe("default-src 'none'; img-src data:; style-src 'unsafe-inline'");
  });
});

describe('a mail status', () => {
  it('has the e-mail indicator of its variant: sent success, on its way warning, failed danger', () => {
    expect(MAIL_STATUS_VARIANT).toEqual({ sent: 'success', pending: 'warning', retrying: 'warning', failed: 'danger' });
    render(<MailStatusLabel status="retrying" />);
    const indicator = screen.getByRole('img');
    expect(indicator.dataset.variant).toBe('warning');
    expect(indicator.getAttribute('aria-label')).toBe('Retrying');
  });
});
