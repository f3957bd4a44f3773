// Presentational components: props in, events out; no store, query or fetch. Grouped by the page they serve.
export { Modal, type ModalProps } from './modal';
export * from './saved-items/index';
export * from './search/index';
export {
  COMPARE_MAX,
  DEAL_BAND_LABELS,
  DEAL_LABELS,
  type DealBand,
  type DealIndicator,
} from './shared/deal';
export { formatDecimal, formatDollars, formatUtcDay } from './shared/en-us-format';
export { SIGN_IN_PROMPT_TEXTS, SignInPrompt, type SignInPromptProps } from './shell/sign-in-prompt';
export * from './vehicle/index';
