import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOpenable } from '@/test/lead-detail';
import { LeadDetailDialog } from './lazy-lead-detail-dialog';

describe('LeadDetailDialog, loaded on first opening', () => {
  it('renders nothing until first opened, then the dialog', async () => {
    const { container, setOpen } = renderOpenable(LeadDetailDialog, false);
    expect(container).toBeEmptyDOMElement();

    setOpen(true);

    expect(await screen.findByRole('dialog', { name: '1234 Palm Ave' })).toBeInTheDocument();
  });
});
