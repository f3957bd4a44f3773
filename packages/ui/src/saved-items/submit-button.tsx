import type { ReactNode } from 'react';

/** The store's `animatedButtonState`: what the submit button of an open panel shows. */
export type ButtonState = 'default' | 'loading' | 'loaded';

export interface SubmitButtonProps {
  /** @default 'default' */
  readonly state?: ButtonState;
  /** The label at rest. */
  readonly children: ReactNode;
  /** @default 'Saving…' */
  readonly loadingLabel?: ReactNode;
  /** @default 'Saved' */
  readonly loadedLabel?: ReactNode;
  readonly className?: string;
}

/**
 * A form's submit button that follows the save cycle: disabled while loading (so a second click cannot send the
 * request twice) and while loaded (the panel is about to close).
 */
export function SubmitButton({
  state = 'default',
  children,
  loadingLabel = 'Saving…',
  loadedLabel = 'Saved',
  className,
}: SubmitButtonProps) {
  const label = state === 'loading' ? loadingLabel : state === 'loaded' ? loadedLabel : children;
  return (
    <button
      type="submit"
      className={className ? `fc-button ${className}` : 'fc-button'}
      disabled={state !== 'default'}
      aria-busy={state === 'loading'}
    >
      {label}
    </button>
  );
}
