// System Chromium, headless, with the flags every tool on this machine uses (STACK.md).
import { chromium } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(config) {
  return chromium.launch({ executablePath: config.chromiumPath, headless: true, args: CHROMIUM_FLAGS });
}
