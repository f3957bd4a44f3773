import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Modal } from '../modal';
import { ShareEmailForm, type ShareEmailFormProps } from './share-email-form';
import { ShareTextForm, type ShareTextFormProps } from './share-text-form';

export type ShareChannel = 'email' | 'text';

export interface ShareListingModalProps {
  /** The listing's title, shown under the heading. */
  readonly listingTitle: string;
  readonly onClose: () => void;
  /** The e-mail form's state and events. */
  readonly email: ShareEmailFormProps;
  /** The text form's state and events. */
  readonly text: ShareTextFormProps;
  /** The tab open first. @default 'email' */
  readonly defaultChannel?: ShareChannel;
  /** @default 'Share this listing' */
  readonly title?: string;
}

const TABS: readonly { channel: ShareChannel; label: string }[] = [
  { channel: 'email', label: 'E-mail' },
  { channel: 'text', label: 'Text message' },
];

/**
 * The share listing modal (spec 001 section 2): e-mail and text message as two tabs. Each form keeps its own
 * state while the other tab is shown.
 */
export function ShareListingModal({
  listingTitle,
  onClose,
  email,
  text,
  defaultChannel = 'email',
  title = 'Share this listing',
}: ShareListingModalProps) {
  const id = useId();
  const [channel, setChannel] = useState<ShareChannel>(defaultChannel);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move between tabs and select them (the WAI-ARIA tabs pattern with automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((tab) => tab.channel === channel);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = TABS[next];
    if (tab) setChannel(tab.channel);
    tabs.current[next]?.focus();
  };

  return (
    <Modal title={title} onClose={onClose} className="fc-share-modal">
      <p className="fc-share-modal__listing">{listingTitle}</p>
      <div role="tablist" aria-label="Share by" className="fc-tabs" onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab.channel}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.channel}-tab`}
            className="fc-tabs__tab"
            aria-selected={channel === tab.channel}
            aria-controls={`${id}-${tab.channel}-panel`}
            tabIndex={channel === tab.channel ? 0 : -1}
            onClick={() => setChannel(tab.channel)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-email-panel`}
        aria-labelledby={`${id}-email-tab`}
        hidden={channel !== 'email'}
        className="fc-tabs__panel"
      >
        <ShareEmailForm {...email} />
      </div>
      <div
        role="tabpanel"
        id={`${id}-text-panel`}
        aria-labelledby={`${id}-text-tab`}
        hidden={channel !== 'text'}
        className="fc-tabs__panel"
      >
        <ShareTextForm {...text} />
      </div>
    </Modal>
  );
}
