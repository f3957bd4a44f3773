import { type FormSubmitState, INITIAL_FORM_SUBMIT_STATE, ShareListingModal } from '@forecourt/ui';
import { useState } from 'react';
import { SEND_FAILED_MESSAGE, serverMessageOf } from './server-message';
import { useEnvironment } from './storefront-environment';

const randomId = () => globalThis.crypto.randomUUID();

type ShareReply = { success: boolean; errorMessage?: string | undefined };

/**
 * One share form's state machine (spec 001 s4): idle, success with confirmation, server error kept, reset. Spec
 * 001 s8: "if the response has errorMessage or the call throws, that message is shown as a server error".
 */
function useShareForm() {
  const [state, setState] = useState<FormSubmitState>(INITIAL_FORM_SUBMIT_STATE);
  const [submitting, setSubmitting] = useState(false);
  return {
    state,
    submitting,
    reset: () => setState(INITIAL_FORM_SUBMIT_STATE),
    submit: async (run: () => Promise<ShareReply>) => {
      setSubmitting(true);
      try {
        const reply = await run();
        setState(
          reply.success && !reply.errorMessage
            ? { showConfirmation: true, errorMessage: null }
            : { showConfirmation: false, errorMessage: reply.errorMessage ?? SEND_FAILED_MESSAGE },
        );
      } catch (error) {
        setState({ showConfirmation: false, errorMessage: serverMessageOf(error) });
      } finally {
        setSubmitting(false);
      }
    },
  };
}

export interface ShareListingProps {
  readonly listingId: string;
  readonly ownerId?: string | undefined;
  readonly title: string;
  readonly onClose: () => void;
}

/** Share a listing by e-mail (e-mail-a-friend) or text (spec 001 s7), each form with its own states. */
export function ShareListing({ listingId, ownerId, title, onClose }: ShareListingProps) {
  const { api, origin, session } = useEnvironment();
  const pageUrl = typeof window === 'undefined' ? origin : window.location.href;
  const email = useShareForm();
  const text = useShareForm();
  return (
    <ShareListingModal
      listingTitle={title}
      onClose={onClose}
      email={{
        state: email.state,
        submitting: email.submitting,
        onReset: email.reset,
        ...(session.email && { defaultValues: { fromEmail: session.email } }),
        onSubmit: (values) =>
          void email.submit(() =>
            api.emailFriend({
              body: {
                originPageUrl: pageUrl,
                listingId,
                ...(ownerId && { ownerId }),
                ...(values.name && { name: values.name }),
                toEmailAddress: values.toEmail,
                fromEmailAddress: values.fromEmail,
                clientRequestId: randomId(),
                originPage: 'vdp',
                carIds: [listingId],
                leadType: 'EMAILTOFRIEND',
                ccFlag: false,
                myAtcUserLoggedIn: session.signedIn,
              },
            }),
          ),
      }}
      text={{
        state: text.state,
        submitting: text.submitting,
        onReset: text.reset,
        onSubmit: (values) =>
          void text.submit(() =>
            api.shareText({
              body: {
                requestId: `share-${listingId}`,
                alertConfigId: 'share-listing',
                dataMap: {
                  mobile_number: values.phone,
                  sms_message: `${values.name}: ${values.message || title} ${pageUrl}`.slice(0, 500),
                },
              },
            }),
          ),
      }}
    />
  );
}
