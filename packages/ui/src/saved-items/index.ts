// The saved-items pieces of spec 000 section 2. The form parts they share (TextField, CheckField, SubmitButton,
// PanelFooter, PanelMessages, EmailSubscribeForm, EmailSubscribeResult) stay internal: only their types are here.
export { AlertsModal, type AlertsModalProps, type AlertToggle } from './alerts-modal';
export {
  BestDealsSubscribe,
  type BestDealsSubscribeProps,
  type BestDealsValues,
} from './best-deals-subscribe';
export { CancelAccountModal, type CancelAccountModalProps } from './cancel-account-modal';
export {
  EMAIL_SUBSCRIBE_TEXTS,
  type EmailSubscribeStatus,
  type EmailSubscribeValues,
} from './email-subscribe-form';
export { EmailSubscribeInlineForm, type EmailSubscribeInlineFormProps } from './email-subscribe-inline-form';
export { EmailSubscribeModal, type EmailSubscribeModalProps } from './email-subscribe-modal';
export {
  GlobalAlertBanner,
  type GlobalAlertBannerKind,
  type GlobalAlertBannerProps,
} from './global-alert-banner';
export { HeaderCounts, type HeaderCountsProps } from './header-counts';
export { NEW_USER_FEATURES, NewUserModal, type NewUserModalProps } from './new-user-modal';
export type { PanelMessagesValue } from './panel-messages';
export {
  QuickSaveListPanel,
  type QuickSaveListPanelProps,
  type QuickSaveVehicle,
} from './quick-save-list-panel';
export { SaveToggleButton, type SaveToggleButtonProps } from './save-toggle-button';
export type { ButtonState } from './submit-button';
export { ALERT_BANNER_TEXTS, GLOBAL_ALERT_TEXTS, SAVED_ITEMS_MESSAGES } from './texts';
export { Toast, type ToastProps } from './toast';
export {
  UpdateSavedSearchModal,
  type UpdateSavedSearchModalProps,
  type UpdateSavedSearchValues,
} from './update-saved-search-modal';
export {
  type SavedVehicleSummary,
  UpdateSavedVehiclePanel,
  type UpdateSavedVehiclePanelProps,
  type UpdateSavedVehicleValues,
} from './update-saved-vehicle-panel';
