import { readFileSync, rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BrowserMissingError, launchBrowser, saveScreenshot, screenshotPath, startApp } from './index';

describe('the browser harness', () => {
  it('refuses a missing browser with the install command instead of downloading one', async () => {
    const failure = launchBrowser('/nonexistent/chromium');
    await expect(failure).rejects.toBeInstanceOf(BrowserMissingError);
    await expect(failure).rejects.toThrow(/apt-get install -y --no-install-recommends chromium/);
  });

  it('saves a screenshot that is a real PNG of the page', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.setContent('<h1>screenshot check</h1>');
      const path = await saveScreenshot(page, 'harness: screenshot check');
      expect(path).toBe(screenshotPath('harness: screenshot check'));
      expect(path.endsWith('harness-screenshot-check.png')).toBe(true);
      expect(readFileSync(path).subarray(1, 4).toString()).toBe('PNG');
      rmSync(path);
    } finally {
      await browser.close();
    }
  });

  it('says so when asked to start an app that does not exist', async () => {
    await expect(startApp('no-such-app')).rejects.toThrow(/apps\/no-such-app is not built/);
  });
});
