import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DealerDifferenceModal,
  EditEmailModal,
  EmailCaptureModal,
  EmailConfirmationModal,
  EmailOwnerModal,
  REPORT_LISTING_TEXTS,
  ReportListingModal,
  TrimsModal,
} from './index';

describe('DealerDifferenceModal', () => {
  it("lists what sets the dealer apart, in the dealer's order, and closes", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <DealerDifferenceModal
        dealerName="Lone Star Motors"
        items={[{ title: 'Free oil changes', description: 'For two years.' }, { title: '7-day returns' }]}
        dealerHref="/car-dealers/12345"
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Why buy from Lone Star Motors' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Free oil changes', '7-day returns']);
    expect(within(dialog).getByRole('link', { name: 'See dealer details' })).toHaveAttribute(
      'href',
      '/car-dealers/12345',
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('ReportListingModal', () => {
  it('needs a reason, and comments for "Something else"', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ReportListingModal onSubmit={onSubmit} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(REPORT_LISTING_TEXTS.missingReason)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'The car is already sold' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByLabelText(REPORT_LISTING_TEXTS.comments)).toHaveAccessibleDescription(
      REPORT_LISTING_TEXTS.missingComments,
    );
    await user.type(screen.getByLabelText(REPORT_LISTING_TEXTS.comments), 'Wrong VIN');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'other', comments: 'Wrong VIN' });
  });

  it('chooses a reason from the keyboard and submits', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ReportListingModal onSubmit={onSubmit} onClose={() => {}} />);
    screen.getByRole('radio', { name: 'The car is already sold' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'The price is wrong' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'price', comments: '' });
  });

  it('shows a server error, then the confirmation', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { rerender } = render(
      <ReportListingModal
        onSubmit={() => {}}
        onClose={onClose}
        state={{ showConfirmation: false, errorMessage: 'Reports are paused.' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Reports are paused.');
    rerender(
      <ReportListingModal
        onSubmit={() => {}}
        onClose={onClose}
        state={{ showConfirmation: true, errorMessage: null }}
      />,
    );
    expect(screen.getByText("Thanks for letting us know. We'll review this listing.")).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Close' })[1] as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('EditEmailModal', () => {
  it('saves a corrected address', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<EditEmailModal email="sam@exmaple.com" onSave={onSave} onClose={() => {}} />);
    const input = screen.getByLabelText('E-mail address');
    expect(input).toHaveValue('sam@exmaple.com');
    await user.clear(input);
    await user.type(input, 'sam@example.com{Enter}');
    expect(onSave).toHaveBeenCalledWith('sam@example.com');
  });

  it('refuses an address without a domain, shows a server error and disables save while saving', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const { rerender } = render(
      <EditEmailModal
        email="sam"
        onSave={onSave}
        onClose={() => {}}
        errorMessage="That didn't work."
        submitting
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("That didn't work.");
    expect(screen.getByRole('button', { name: 'Save e-mail' })).toBeDisabled();
    rerender(<EditEmailModal email="sam" onSave={onSave} onClose={() => {}} />);
    await user.type(screen.getByLabelText('E-mail address'), '{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      'Enter an e-mail address, like name@example.com.',
    );
  });
});

describe('EmailOwnerModal', () => {
  it('writes to the seller with a prefilled message', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <EmailOwnerModal
        ownerName="Lone Star Motors"
        listingTitle="Used 2019 Honda Civic EX"
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'E-mail Lone Star Motors' })).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue(
      "Hi, I'm interested in the Used 2019 Honda Civic EX. Is it still available?",
    );
    await user.type(screen.getByLabelText('Your name'), 'Sam Lee');
    await user.type(screen.getByLabelText('Your e-mail'), 'sam@example.com');
    await user.type(screen.getByLabelText(/Phone/), '512.555.0100');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Sam Lee',
      email: 'sam@example.com',
      phone: '5125550100',
      message: "Hi, I'm interested in the Used 2019 Honda Civic EX. Is it still available?",
    });
  });

  it('checks name, e-mail and an optional phone, keeping the fields after a server error', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(
      <EmailOwnerModal ownerName="Dealer" listingTitle="Civic" onSubmit={onSubmit} onClose={() => {}} />,
    );
    await user.type(screen.getByLabelText(/Phone/), '123');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText(/Phone/)).toHaveAccessibleDescription(
      'Enter a 10-digit phone number, or leave it empty.',
    );
    rerender(
      <EmailOwnerModal
        ownerName="Dealer"
        listingTitle="Civic"
        onSubmit={onSubmit}
        onClose={() => {}}
        errorMessage="The dealer's inbox is unavailable."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("The dealer's inbox is unavailable.");
    expect(screen.getByLabelText(/Phone/)).toHaveValue('123');
  });
});

describe('EmailCaptureModal', () => {
  it('asks for an address and submits it; "No thanks" closes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    render(<EmailCaptureModal onSubmit={onSubmit} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Get updates on this car' })).toBeInTheDocument();
    expect(screen.getByText("We'll e-mail you when the price drops or the car is sold.")).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail address'), 'sam@example{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('E-mail address'), '.com{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('sam@example.com');
    await user.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a server error', () => {
    render(<EmailCaptureModal onSubmit={() => {}} onClose={() => {}} errorMessage="Try again later." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Try again later.');
  });
});

describe('EmailConfirmationModal', () => {
  it('confirms where replies go and leads to editing the address', async () => {
    const user = userEvent.setup();
    const onEditEmail = vi.fn();
    const onClose = vi.fn();
    render(<EmailConfirmationModal email="sam@example.com" onEditEmail={onEditEmail} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Your message was sent' })).toBeInTheDocument();
    expect(screen.getByText('Replies will go to sam@example.com.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onEditEmail).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no edit button without onEditEmail', () => {
    render(<EmailConfirmationModal email="sam@example.com" onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Edit e-mail' })).toBeNull();
  });
});

describe('TrimsModal', () => {
  const trims = [
    { id: 'LX', name: 'LX', price: '$22,550' },
    { id: 'EX', name: 'EX', price: '$24,650', description: 'Sunroof, heated seats' },
  ];

  it('lists the trims, marks the selected one and chooses from the keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<TrimsModal trims={trims} selectedId="LX" onSelect={onSelect} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Choose a trim' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^LX/ })).toHaveAttribute('aria-pressed', 'true');
    const ex = screen.getByRole('button', { name: /^EX/ });
    expect(ex).toHaveAttribute('aria-pressed', 'false');
    ex.focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(trims[1]);
  });

  it('has loading and empty states', () => {
    const { rerender } = render(<TrimsModal trims={trims} loading onSelect={() => {}} onClose={() => {}} />);
    expect(screen.getByText('Loading trims…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^LX/ })).toBeNull();
    rerender(<TrimsModal trims={[]} onSelect={() => {}} onClose={() => {}} />);
    expect(screen.getByText('No trims are listed for this model.')).toBeInTheDocument();
  });
});
