import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './index';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal
          title="Compare"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <label>
            Name <input />
          </label>
          <button type="button">Save</button>
        </Modal>
      )}
    </>
  );
}

// Two components, as two different modals are: React unmounts the first and mounts the second.
function SellerForm({ onSend, onClose }: { onSend: () => void; onClose: () => void }) {
  return (
    <Modal title="E-mail the seller" onClose={onClose}>
      <button type="button" onClick={onSend}>
        Send
      </button>
    </Modal>
  );
}

function Sent({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Your message was sent" onClose={onClose}>
      <button type="button">Done</button>
    </Modal>
  );
}

function Swap({ onClosed }: { onClosed: () => void }) {
  const [step, setStep] = useState<'form' | 'sent' | null>('form');
  const close = () => {
    onClosed();
    setStep(null);
  };
  if (step === 'form') return <SellerForm onSend={() => setStep('sent')} onClose={close} />;
  if (step === 'sent') return <Sent onClose={close} />;
  return null;
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Compare' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    for (let press = 0; press < 5; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a modal that replaces another stays open: closing the first does not close the second', async () => {
    const user = userEvent.setup();
    const closes = vi.fn();
    render(<Swap onClosed={closes} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('dialog', { name: 'Your message was sent' })).toBeInTheDocument();
    expect(closes).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(closes).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
