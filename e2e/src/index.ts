export { type AccessibilityViolation, accessibilityViolations } from './accessibility';
export { BrowserMissingError, CHROMIUM_FLAGS, DEFAULT_CHROMIUM_PATH, launchBrowser } from './browser';
export { ARTIFACTS_DIR, saveScreenshot, screenshotOnFailure, screenshotPath } from './screenshot';
export { AppStartError, freePort, type RunningApp, type StartAppOptions, startApp } from './start-app';
export { waitForHydration } from './wait-for-hydration';
