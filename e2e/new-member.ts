import { type Browser, expect, type Page } from '@playwright/test';
import { url } from './helpers';
import type { Mailbox } from './mailbox';

export const MEMBER_PASSWORD = 'Zonnebloem-Wandeling-42';

export interface NewMember {
  page: Page;
  name: string;
  email: string;
  profileId: number;
}

export interface NewMemberOptions {
  host: string;
  prefix: string;
  gender: 'male' | 'female';
  viewport?: { width: number; height: number };
  dateOfBirth?: string;
}

/**
 * Each signup comes from an address of its own (the e2e server trusts X-Forwarded-For): the journeys
 * of all spec files sign up more members than one address may within the signup limit.
 */
const ownAddress = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

/** A new member, signed up through the API and activated through the mail's link, in a browser of their own. */
export async function signUpMember(
  browser: Browser,
  mailbox: Mailbox,
  options: NewMemberOptions,
): Promise<NewMember> {
  const { host, prefix, gender, viewport = { width: 1280, height: 900 } } = options;
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('amora:site-entry-warning-skipped', '1'));
  const name = `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;
  const email = `${name}@example.com`;
  await page.goto(url(host, '/'));
  const signup = {
    email,
    name,
    password: MEMBER_PASSWORD,
    password_repeat: MEMBER_PASSWORD,
    date_of_birth: options.dateOfBirth ?? '1991-07-14',
    gender,
    seeking: gender === 'male' ? 'female' : 'male',
  };
  // from the page: Node does not resolve *.localhost, Chromium does
  const answer = await page.evaluate(
    async ({ body, address }) => {
      const response = await fetch('/api/signup.php', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'web', 'X-Forwarded-For': address },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { body: signup, address: ownAddress() },
  );
  expect(answer.status).toBe(200);
  await page.goto(url(host, await mailbox.linkPath(email, 1)));
  await expect(page).toHaveURL(url(host, '/activate/done'));
  return { page, name, email, profileId: answer.body.user.profile.id };
}
