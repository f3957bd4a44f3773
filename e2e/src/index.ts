export { type AccessibilityViolation, accessibilityViolations } from './accessibility';
export { BrowserMissingError, CHROMIUM_FLAGS, DEFAULT_CHROMIUM_PATH, launchBrowser } from './browser';
export { collectScriptErrors, HYDRATION_ERROR } from './collect-script-errors';
export { openWallet } from './open-wallet';
export { ARTIFACTS_DIR, saveScreenshot, screenshotOnFailure, screenshotPath } from './screenshot';
export { SHOPPER_AGENT } from './shopper-agent';
export { AppStartError, freePort, type RunningApp, type StartAppOptions, startApp } from './start-app';
export { type Stack, type StartStackOptions, startStack } from './start-stack';
export { waitForHydration } from './wait-for-hydration';
