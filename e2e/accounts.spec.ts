import { expect, type Page, test } from '@playwright/test';
import { formatMessage, message, passEntryWarning, screenshot, searchUrl, url } from './helpers';
import { Mailbox, SMTP_PORT } from './mailbox';

const mailbox = new Mailbox();
test.beforeAll(async () => {
  await mailbox.start(SMTP_PORT);
});
test.afterAll(() => mailbox.stop());

const text = formatMessage;

/** The site-entry warning has its own tests (tenants.spec.ts): here it is already confirmed. */
const skipEntryWarning = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('amora:site-entry-warning-skipped', '1'));

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface Member {
  email: string;
  name: string;
  password: string;
  birthYear: string;
}

const newMember = (prefix: string, birthYear = '1990'): Member => {
  const name = unique(prefix);
  return { email: `${name}@example.com`, name, password: 'Zonnebloem-Wandeling-42', birthYear };
};

/** Steps 0-4 of the signup flow, from wherever it is open, up to "Create account". */
async function fillSignup(page: Page, member: Member) {
  await page.getByTestId('signup-gender-female').check();
  await page.getByTestId('signup-seeking-male').check();
  await page.getByTestId('signup-next').click();
  await page.getByTestId('signup-day').selectOption('12');
  await page.getByTestId('signup-month').selectOption('5');
  await page.getByTestId('signup-year').selectOption(member.birthYear);
  await page.getByTestId('signup-next').click();
  await page.getByTestId('signup-name').fill(member.name);
  await page.getByTestId('signup-next').click();
  await page.getByTestId('signup-email').fill(member.email);
  await page.getByTestId('signup-next').click();
  await page.getByTestId('signup-password').fill(member.password);
  await page.getByTestId('signup-password-repeat').fill(member.password);
  await page.getByTestId('signup-consent').check();
}

async function logIn(page: Page, host: string, member: Member, password = member.password) {
  await page.goto(url(host, '/login'));
  await page.getByTestId('login-email').fill(member.email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(searchUrl(host));
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

async function logOut(page: Page, host: string) {
  await page.getByTestId('account-menu').click();
  await page.getByTestId('account-menu-item-logout').click();
  await expect(page).toHaveURL(url(host, '/'));
  await expect(page.getByTestId('login-button')).toBeVisible();
}

test.describe('member accounts on Vonk', () => {
  const host = 'vonk.localhost';

  test('sign up in the modal, activate by mail, log out and in, change language, reset the password', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const member = newMember('vonk');
    const events: string[] = [];
    await page.exposeFunction('recordSignupEvent', (name: string) => events.push(name));
    await page.addInitScript(() => {
      window.addEventListener('amora:signup', (event) =>
        (window as unknown as { recordSignupEvent: (n: string) => void }).recordSignupEvent(
          (event as CustomEvent).detail.event,
        ),
      );
    });

    await page.goto(url(host, '/?network=e2e&sub1=spring'));
    await passEntryWarning(page);
    await page.getByTestId('signup-button').click();
    const modal = page.getByTestId('signup-modal');
    await expect(modal).toBeVisible();
    await screenshot(page, 'vonk-signup-step0');

    // Client-side checks with the spec's messages before anything is sent.
    await page.getByTestId('signup-gender-female').check();
    await page.getByTestId('signup-seeking-male').check();
    await page.getByTestId('signup-next').click();
    await page.getByTestId('signup-next').click();
    await expect(modal).toContainText(text('nl', 'error.date_of_birth_required', { min_age: 18 }));
    await expect(page.getByTestId('signup-min-age')).toHaveText('18+');
    // Signup is in progress: neither Escape nor the backdrop closes the modal now.
    await page.keyboard.press('Escape');
    await page.getByTestId('signup-modal-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(modal).toBeVisible();
    await page.getByTestId('signup-back').click();

    await fillSignup(page, { ...member, password: member.password });
    await page.getByTestId('signup-password-repeat').fill('something-else');
    await page.getByTestId('signup-submit').click();
    await expect(modal).toContainText(message('nl', 'error.passwords_not_same'));
    await page.getByTestId('signup-password-repeat').fill(member.password);
    await screenshot(page, 'vonk-signup-step4');
    await page.getByTestId('signup-submit').click();

    await expect(page).toHaveURL(url(host, '/complete-signup'));
    await expect(page.getByTestId('complete-email')).toHaveText(member.email);
    expect(events).toEqual(['started', 'complete']);
    await page.getByTestId('complete-message').fill('Hoi! Ik hou van fietsen langs de grachten.');
    await screenshot(page, 'vonk-complete-signup');
    await page.getByTestId('complete-start').click();
    await expect(page).toHaveURL(url(host, '/signup-matches'));
    await page.getByTestId('signup-matches-continue').click();
    await expect(page).toHaveURL(searchUrl(host));
    await expect(page.getByTestId('activation-alert')).toBeVisible();
    await screenshot(page, 'vonk-members-unconfirmed');
    // the whole reason on a desktop; a phone, where the photo alert may stand below it, gets one line
    const desktop = page.viewportSize();
    await expect(page.getByTestId('activation-alert-long')).toBeVisible();
    await expect(page.getByTestId('activation-alert-short')).toBeHidden();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByTestId('activation-alert-short')).toBeVisible();
    await expect(page.getByTestId('activation-alert-long')).toBeHidden();
    await screenshot(page, 'vonk-members-unconfirmed-phone');
    if (desktop) await page.setViewportSize(desktop);

    // The activation mail's link confirms the address and lands on /activate/done.
    const activation = await mailbox.linkPath(member.email, 1);
    expect(activation).toMatch(/^\/api\/activation\.php\?token=/);
    await page.goto(url(host, activation));
    await expect(page).toHaveURL(url(host, '/activate/done'));
    await expect(page.getByTestId('activation-done-title')).toHaveText(message('nl', 'activation.doneTitle'));
    await screenshot(page, 'vonk-activate-done');
    await page.getByTestId('activation-done-continue').click();
    await expect(page.getByTestId('activation-alert')).toHaveCount(0);

    await logOut(page, host);
    await page.goto(url(host, '/login'));
    await page.getByTestId('login-email').fill(member.email);
    await page.getByTestId('login-password').fill('not-my-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText(message('nl', 'error.login_failed'));
    await screenshot(page, 'vonk-login-failed');
    await logIn(page, host, member);
    await screenshot(page, 'vonk-members-nav');

    // The language travels with the account: after a new login without the cookie it is English.
    await page.getByTestId('language-select').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('nav-search')).toContainText(message('en', 'nav.search'));
    await logOut(page, host);
    await context.clearCookies();
    await page.goto(url(host, '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await logIn(page, host, member);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await logOut(page, host);

    // Password reset by mail; the answer logs the member in.
    await page.goto(url(host, '/login'));
    await page.getByTestId('login-forgot').click();
    await page.getByTestId('reset-email').fill(`nobody-${member.email}`);
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-error')).toHaveText(message('en', 'error.email_not_found'));
    await page.getByTestId('reset-email').fill(member.email);
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-sent')).toBeVisible();
    await screenshot(page, 'vonk-reset-sent');
    const reset = await mailbox.linkPath(member.email, 2);
    expect(reset).toMatch(/^\/reset-password\/do\?token=/);
    await page.goto(url(host, reset));
    const newPassword = 'Nieuwe-Fietstocht-2025';
    await page.getByTestId('reset-password').fill(newPassword);
    await page.getByTestId('reset-password-repeat').fill(newPassword);
    await screenshot(page, 'vonk-reset-do');
    await page.getByTestId('reset-do-submit').click();
    await expect(page).toHaveURL(searchUrl(host));
    await expect(page.getByTestId('flash-toast')).toHaveText(message('en', 'reset.success'));
    await logOut(page, host);
    await page.goto(url(host, reset));
    await page.getByTestId('reset-password').fill(newPassword);
    await page.getByTestId('reset-password-repeat').fill(newPassword);
    await page.getByTestId('reset-do-submit').click();
    await expect(page.getByTestId('reset-link-invalid')).toBeVisible();
    await logIn(page, host, member, newPassword);
  });
});

test.describe('member accounts on Herzklopfen', () => {
  const host = 'herz.localhost';

  test('a member page opens the signup modal; minimum age 40; an existing account is sent to login', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const member = newMember('herz', '1970');
    await skipEntryWarning(page);
    // a profile of Herzklopfen's own pool (an id of another pool leads to the home page)
    await page.goto(url(host, '/'));
    const profileId = await page.evaluate(async () => {
      const response = await fetch('/api/search.php', { headers: { 'X-Request-Type': 'web' } });
      return (await response.json()).profiles[0].id as number;
    });
    await page.goto(url(host, `/members/${profileId}/signup`));
    const modal = page.getByTestId('signup-modal');
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(text('de', 'signup.title', { name: 'Herzklopfen' }));
    await page.getByTestId('signup-gender-male').check();
    await page.getByTestId('signup-seeking-female').check();
    await page.getByTestId('signup-next').click();
    await expect(page.getByTestId('signup-min-age')).toHaveText('40+');
    await page.getByTestId('signup-day').selectOption('1');
    await page.getByTestId('signup-month').selectOption('1');
    // The year list stops at the minimum age; the first day of that year may still be too young.
    const youngest = String(new Date().getFullYear() - 40);
    await page.getByTestId('signup-year').selectOption(youngest);
    await page.getByTestId('signup-day').selectOption('31');
    await page.getByTestId('signup-month').selectOption('12');
    await page.getByTestId('signup-next').click();
    await expect(modal).toContainText(text('de', 'error.too_young', { min_age: 40 }));
    await screenshot(page, 'herz-signup-too-young');
    await page.getByTestId('signup-back').click();

    await fillSignup(page, member);
    await page.getByTestId('signup-submit').click();
    // a signup on a member's entry page leads straight to that member's page, with the reminder to activate
    await expect(page).toHaveURL(url(host, `/members/${profileId}`));
    await expect(page.getByTestId('activation-alert')).toBeVisible();
    await page.goto(url(host, '/complete-signup'));
    await page.getByTestId('complete-resend').click();
    await expect(page.getByTestId('complete-resend-sent')).toHaveText(message('de', 'activation.resent'));
    await mailbox.nth(member.email, 2);
    await page.getByTestId('complete-start').click();
    await page.getByTestId('signup-matches-continue').click();
    await expect(page.getByTestId('activation-alert')).toBeVisible();
    await logOut(page, host);

    // The same address again: "Account exists and is active, so log in", with the way to login.
    await page.goto(url(host, '/signup'));
    await fillSignup(page, { ...member, name: unique('herz') });
    await page.getByTestId('signup-submit').click();
    await expect(page.getByTestId('signup-flow')).toContainText(message('de', 'error.account_exists'));
    await screenshot(page, 'herz-signup-account-exists');
    await page.getByTestId('signup-to-login').click();
    await expect(page).toHaveURL(url(host, `/login?email=${encodeURIComponent(member.email)}`));
    await expect(page.getByTestId('login-email')).toHaveValue(member.email);
    await page.getByTestId('login-password').fill(member.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(searchUrl(host));
    await screenshot(page, 'herz-members-nav');
  });
});

test.describe('signup modes', () => {
  test('Spark Hearts takes signups only from a traffic source, and keeps the first one', async ({ page }) => {
    await page.goto(url('spark.localhost', '/signup'));
    await expect(page.getByTestId('signup-not-allowed')).toContainText(
      message('en', 'signup.partnerOnlyTitle'),
    );
    await screenshot(page, 'spark-signup-not-allowed');
    // no "Join for free" in the header that would lead there: Log in only
    await page.goto(url('spark.localhost', '/members'));
    await expect(page.getByTestId('login-button')).toBeVisible();
    await expect(page.getByTestId('signup-button')).toHaveCount(0);
    await page.goto(url('spark.localhost', '/?ref=partner-7&sub1=summer'));
    await expect(page.getByTestId('signup-button')).toBeVisible();
    await page.goto(url('spark.localhost', '/?ref=later'));
    expect(await page.evaluate(() => localStorage.getItem('amora:tracking'))).toBe(
      JSON.stringify({ ref: 'partner-7', sub1: 'summer' }),
    );
    await page.getByTestId('signup-button').click();
    await expect(page.getByTestId('signup-flow')).toBeVisible();
  });

  test('a wrong password answers Login failed in the tenant language', async ({ page }) => {
    await skipEntryWarning(page);
    await page.goto(url('herz.localhost', '/login'));
    await page.getByTestId('login-email').fill('demo@amora.localhost');
    await page.getByTestId('login-password').fill('falsches-passwort');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText(message('de', 'error.login_failed'));
    await page.getByTestId('login-password').fill('amora-demo-2026');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(searchUrl('herz.localhost'));
  });
});
