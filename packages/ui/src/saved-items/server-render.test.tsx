// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  AlertsModal,
  BestDealsSubscribe,
  CancelAccountModal,
  EmailSubscribeInlineForm,
  EmailSubscribeModal,
  GLOBAL_ALERT_TEXTS,
  GlobalAlertBanner,
  HeaderCounts,
  NewUserModal,
  QuickSaveListPanel,
  SaveToggleButton,
  Toast,
  UpdateSavedSearchModal,
  UpdateSavedVehiclePanel,
} from './index';

const noop = vi.fn();

// Pages render on the server too: no piece may read window or document while rendering.
describe('saved-items pieces on the server', () => {
  it.each([
    ['QuickSaveListPanel', <QuickSaveListPanel key="q" vehicles={[]} onRemove={noop} onClose={noop} />],
    ['UpdateSavedVehiclePanel', <UpdateSavedVehiclePanel key="u" onSubmit={noop} onClose={noop} />],
    ['UpdateSavedSearchModal', <UpdateSavedSearchModal key="s" onSubmit={noop} onClose={noop} />],
    ['EmailSubscribeModal', <EmailSubscribeModal key="e" onSubmit={noop} onClose={noop} />],
    ['EmailSubscribeInlineForm', <EmailSubscribeInlineForm key="i" onSubmit={noop} />],
    ['BestDealsSubscribe', <BestDealsSubscribe key="b" onSubmit={noop} />],
    ['NewUserModal', <NewUserModal key="n" onClose={noop} />],
    ['AlertsModal', <AlertsModal key="a" emailAlerts textAlerts={false} onToggle={noop} onClose={noop} />],
    ['CancelAccountModal', <CancelAccountModal key="c" onConfirm={noop} onClose={noop} success />],
    ['Toast', <Toast key="t" open message="Saved." />],
    [
      'GlobalAlertBanner',
      <GlobalAlertBanner key="g" kind="warning" text={GLOBAL_ALERT_TEXTS.expiredListings} />,
    ],
    ['SaveToggleButton', <SaveToggleButton key="h" saved onToggle={noop} />],
    ['HeaderCounts', <HeaderCounts key="hc" unreadNotifications="3" myCarsCount={0} />],
  ])('renders %s to a string', (_name, element) => {
    expect(typeof document).toBe('undefined');
    expect(renderToString(element)).toMatch(/^<[a-z]/);
  });

  it('keeps the spec texts in the server HTML', () => {
    const html = renderToString(<CancelAccountModal onConfirm={noop} onClose={noop} success />);
    expect(html).toContain('We have successfully updated your preferences');
  });
});
