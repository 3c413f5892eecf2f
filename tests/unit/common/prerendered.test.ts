import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptPrerenderedScreen, prerenderedValues } from '../../../src/common/prerendered';

const BOOT_SCRIPT = readFileSync(path.join(__dirname, '../../../src/boot.js'), 'utf8');
/** Runs src/boot.js as the browser does: a plain script first in the page's head. */
const runScreenScript = () => new Function(BOOT_SCRIPT)();

/** The login screen as the build draws it, then the app's own form as React renders it into #root. */
const DRAWN =
  '<div id="prerendered-screen"><form action="#"><input name="email" value=""><input type="password" ' +
  'name="password" value=""><input type="checkbox" name="remember"><button type="submit">دخول</button></form></div>';
const APP_FORM =
  '<form id="app-form"><input name="email"><input type="password" name="password">' +
  '<input type="checkbox" name="remember"><button type="submit">دخول</button></form>';

const drawn = (name: string) =>
  document.querySelector<HTMLInputElement>(`#prerendered-screen input[name="${name}"]`) as HTMLInputElement;

beforeEach(() => {
  document.body.innerHTML = `${DRAWN}<div id="root"></div>`;
  document.documentElement.lang = 'ar';
  document.documentElement.removeAttribute('data-start');
  localStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the starting values of a form', () => {
  it('are what was typed and ticked in the drawn screen', () => {
    drawn('email').value = '٠١٠٠٠٠٠٠٠٠٢';
    drawn('password').value = 'كلمة سر طويلة';
    drawn('remember').checked = true;
    expect(prerenderedValues({ email: '', password: '', remember: false, extra: 'kept' })).toEqual({
      email: '٠١٠٠٠٠٠٠٠٠٢',
      password: 'كلمة سر طويلة',
      remember: true,
      extra: 'kept',
    });
  });

  it('are left as given without a drawn screen (any other page, or the build rendering the screen)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const initial = { email: 'x', remember: false };
    expect(prerenderedValues(initial)).toBe(initial);
    expect(prerenderedValues(initial, undefined)).toBe(initial);
  });
});

describe('taking the drawn screen over', () => {
  it('removes it and puts the focus and the caret in the same field of the app form', () => {
    drawn('email').value = 'seller@demo.eg';
    drawn('email').focus();
    drawn('email').setSelectionRange(2, 6);
    document.getElementById('root')!.innerHTML = APP_FORM;
    const email = document.querySelector<HTMLInputElement>('#app-form input[name="email"]')!;
    email.value = 'seller@demo.eg';
    adoptPrerenderedScreen();
    expect(document.getElementById('prerendered-screen')).toBeNull();
    expect(document.activeElement).toBe(email);
    expect([email.selectionStart, email.selectionEnd]).toEqual([2, 6]);
  });

  it('keeps the focus on a checkbox the guest had ticked with the keyboard', () => {
    drawn('remember').focus();
    document.getElementById('root')!.innerHTML = APP_FORM;
    adoptPrerenderedScreen();
    expect(document.activeElement).toBe(document.querySelector('#app-form input[name="remember"]'));
  });

  it('sends the app form when the guest sent the drawn one, and only then', () => {
    document.getElementById('root')!.innerHTML = APP_FORM;
    const form = document.getElementById('app-form') as HTMLFormElement;
    const submit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    adoptPrerenderedScreen();
    expect(submit).not.toHaveBeenCalled();

    document.body.innerHTML = `${DRAWN}<div id="root">${APP_FORM}</div>`;
    document.getElementById('prerendered-screen')!.setAttribute('data-submitted', '');
    const again = vi.spyOn(document.getElementById('app-form') as HTMLFormElement, 'requestSubmit');
    again.mockImplementation(() => undefined);
    adoptPrerenderedScreen();
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a page that was not drawn', () => {
    document.body.innerHTML = `<div id="root">${APP_FORM}</div>`;
    expect(() => adoptPrerenderedScreen()).not.toThrow();
    expect(document.querySelectorAll('form')).toHaveLength(1);
  });
});

describe('the start-up script on a page with a drawn screen (src/boot.js)', () => {
  const persistLanguage = (lang: string) =>
    localStorage.setItem('persist:root-1', JSON.stringify({ auth: JSON.stringify({ lang }) }));
  const startsWithApp = () => document.documentElement.getAttribute('data-start') === 'app';

  it('leaves the drawn screen for a guest with nothing stored or who kept Arabic', () => {
    runScreenScript();
    expect(startsWithApp()).toBe(false);
    persistLanguage('ar');
    runScreenScript();
    expect(startsWithApp()).toBe(false);
  });

  it('leaves it out for a stored session and for a guest who chose English', () => {
    localStorage.setItem('jwtToken', 'token');
    runScreenScript();
    expect(startsWithApp()).toBe(true);

    localStorage.clear();
    document.documentElement.removeAttribute('data-start');
    persistLanguage('en');
    runScreenScript();
    expect(startsWithApp()).toBe(true);
  });

  it('leaves it out when storage cannot be read', () => {
    localStorage.setItem('persist:root-1', '{not json');
    runScreenScript();
    expect(startsWithApp()).toBe(true);
  });

  it('keeps the drawn form from being sent by the browser, and notes that the guest sent it', () => {
    runScreenScript();
    const form = document.querySelector('#prerendered-screen form') as HTMLFormElement;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(document.getElementById('prerendered-screen')?.hasAttribute('data-submitted')).toBe(true);

    document.getElementById('root')!.innerHTML = APP_FORM;
    const appSubmit = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('app-form')!.dispatchEvent(appSubmit);
    expect(appSubmit.defaultPrevented).toBe(false);
  });
});
