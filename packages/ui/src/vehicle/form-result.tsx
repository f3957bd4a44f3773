import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The confirmation that replaces a sent form. Its live region is always rendered, so the message is announced
 * when it arrives; focus moves to it, since the submit button it replaces had focus. Internal to the folder.
 */
export function Confirmation({ show, children }: { show: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (show) ref.current?.focus();
  }, [show]);
  return (
    <div aria-live="polite" className="fc-form-result">
      {show && (
        <div ref={ref} tabIndex={-1} className="fc-form-result__confirmation">
          {children}
        </div>
      )}
    </div>
  );
}

/** A server's error message, shown as given (spec 001 section 8) and announced at once. */
export function ServerError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="fc-form-result__error" role="alert">
      {message}
    </p>
  );
}
