#!/usr/bin/env node
// Saves screenshots of app pages for a visual check, in both languages, desktop and 375 px.
// Usage: node scripts/screenshots.mjs <baseUrl> <outDir> <role|guest> <path> [<path>...]
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [baseUrl, outDir, role, ...paths] = process.argv.slice(2);
const ACCOUNTS = {
  admin: 'admin@demo.eg',
  seller: 'seller@demo.eg',
  newseller: 'newseller@demo.eg',
  ambassador: 'ambassador@demo.eg',
  buyer: 'buyer@demo.eg',
};
mkdirSync(outDir, { recursive: true });

async function session() {
  if (role === 'guest') return null;
  const response = await fetch(`${baseUrl}/api/v1/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ACCOUNTS[role], password: 'Demo@1234', is_seller: false }),
  });
  const body = await response.json();
  const payload = JSON.parse(Buffer.from(body.user.token.split('.')[1], 'base64url').toString());
  return { token: body.user.token, payload, profile: body.data };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const login = await session();
for (const lang of ['ar', 'en']) {
  const auth = {
    lang,
    isAuthenticated: Boolean(login),
    user: login?.payload ?? null,
    userdata: login?.profile ?? null,
    notifications: [],
    loading: false,
  };
  const localStorage = [
    {
      name: 'persist:root-1',
      value: JSON.stringify({
        auth: JSON.stringify(auth),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    },
  ];
  if (login) {
    localStorage.push(
      { name: 'jwtToken', value: login.token },
      { name: 'authUser', value: JSON.stringify(login.payload) },
    );
  }
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 375, height: 740 }],
  ]) {
    const context = await browser.newContext({
      viewport,
      storageState: { cookies: [], origins: [{ origin: baseUrl, localStorage }] },
    });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForTimeout(1200);
      // A narrow screen may open with the menu over the page: close it to see the page itself.
      const openMenu = page.locator('button[aria-controls][aria-expanded="true"]');
      if (label === 'mobile' && (await openMenu.count()) > 0) await openMenu.first().click();
      const name = `${path.replace(/[^\w]+/g, '_')}-${lang}-${label}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
      console.log(`${outDir}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
