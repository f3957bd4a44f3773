/** The store's `GlobalAlertKind` (spec 000 section 8). */
export type GlobalAlertBannerKind = 'warning' | 'info' | 'danger';

export interface GlobalAlertBannerProps {
  readonly kind: GlobalAlertBannerKind;
  /** The store's `globalAlert.text`: the catalogue text, the caller's, or the server's. */
  readonly text: string;
  /** Shows a dismiss button (e.g. the store's `dismissGlobalAlert`). */
  readonly onDismiss?: () => void;
  /** @default 'Dismiss' */
  readonly dismissLabel?: string;
}

// Said before the text, so the kind is not told by colour alone.
const KIND_LABELS = { warning: 'Warning:', info: 'Information:', danger: 'Error:' } as const;

/**
 * The global alert banner (spec 000 section 2), in its three kinds. A danger interrupts (role="alert"); a
 * warning or information waits its turn (role="status").
 */
export function GlobalAlertBanner({
  kind,
  text,
  onDismiss,
  dismissLabel = 'Dismiss',
}: GlobalAlertBannerProps) {
  return (
    <div
      className={`fc-global-alert fc-global-alert--${kind}`}
      role={kind === 'danger' ? 'alert' : 'status'}
      data-kind={kind}
    >
      <p className="fc-global-alert__text">
        <span className="fc-visually-hidden">{KIND_LABELS[kind]} </span>
        {text}
      </p>
      {onDismiss && (
        <button
          type="button"
          className="fc-global-alert__dismiss"
          aria-label={dismissLabel}
          onClick={onDismiss}
        >
          ×
        </button>
      )}
    </div>
  );
}
