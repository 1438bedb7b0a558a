import type { IconName } from '@amora/ui';
import { defineMessages, type MessageDescriptor } from 'react-intl';

const m = defineMessages({
  loginTitle: { id: 'page.login.title' },
  loginIntro: { id: 'page.login.intro' },
  signupTitle: { id: 'page.signup.title' },
  signupIntro: { id: 'page.signup.intro' },
  completeSignupTitle: { id: 'page.completeSignup.title' },
  completeSignupIntro: { id: 'page.completeSignup.intro' },
  resetPasswordTitle: { id: 'page.resetPassword.title' },
  resetPasswordIntro: { id: 'page.resetPassword.intro' },
  activateDoneTitle: { id: 'page.activateDone.title' },
  activateDoneIntro: { id: 'page.activateDone.intro' },
  activateErrorTitle: { id: 'page.activateError.title' },
  activateErrorIntro: { id: 'page.activateError.intro' },
  mailChangeTitle: { id: 'page.mailChange.title' },
  mailChangeIntro: { id: 'page.mailChange.intro' },
  accountDeletedTitle: { id: 'page.accountDeleted.title' },
  accountDeletedIntro: { id: 'page.accountDeleted.intro' },
  membersTitle: { id: 'page.members.title' },
  membersIntro: { id: 'page.members.intro' },
  memberProfileTitle: { id: 'page.memberProfile.title' },
  memberProfileIntro: { id: 'page.memberProfile.intro' },
  chatsTitle: { id: 'page.chats.title' },
  chatsIntro: { id: 'page.chats.intro' },
  likesTitle: { id: 'page.likes.title' },
  likesIntro: { id: 'page.likes.intro' },
  creditsTitle: { id: 'page.credits.title' },
  creditsIntro: { id: 'page.credits.intro' },
  directDebitTitle: { id: 'page.directDebit.title' },
  directDebitIntro: { id: 'page.directDebit.intro' },
  transactionsTitle: { id: 'page.transactions.title' },
  transactionsIntro: { id: 'page.transactions.intro' },
  premiumTitle: { id: 'page.premium.title' },
  premiumIntro: { id: 'page.premium.intro' },
  pricingTitle: { id: 'page.pricing.title' },
  pricingIntro: { id: 'page.pricing.intro' },
  profileTitle: { id: 'page.profile.title' },
  profileIntro: { id: 'page.profile.intro' },
  notificationsTitle: { id: 'page.notifications.title' },
  notificationsIntro: { id: 'page.notifications.intro' },
  settingsTitle: { id: 'page.settings.title' },
  settingsIntro: { id: 'page.settings.intro' },
  complaintsTitle: { id: 'page.complaints.title' },
  complaintsIntro: { id: 'page.complaints.intro' },
  matchFinderTitle: { id: 'page.matchFinder.title' },
  matchFinderIntro: { id: 'page.matchFinder.intro' },
  signupMatchesTitle: { id: 'page.signupMatches.title' },
  signupMatchesIntro: { id: 'page.signupMatches.intro' },
  swipeGameTitle: { id: 'page.swipeGame.title' },
  swipeGameIntro: { id: 'page.swipeGame.intro' },
  langConfigTitle: { id: 'page.langConfig.title' },
  langConfigIntro: { id: 'page.langConfig.intro' },
});

export interface PageCopy {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  icon: IconName;
}

const copy = (title: MessageDescriptor, intro: MessageDescriptor, icon: IconName): PageCopy => ({
  title,
  intro,
  icon,
});

const login = copy(m.loginTitle, m.loginIntro, 'user');
const signup = copy(m.signupTitle, m.signupIntro, 'sparkle');
const resetPassword = copy(m.resetPasswordTitle, m.resetPasswordIntro, 'lock');
const chats = copy(m.chatsTitle, m.chatsIntro, 'chat');
const likes = copy(m.likesTitle, m.likesIntro, 'heart');
const credits = copy(m.creditsTitle, m.creditsIntro, 'coins');

/** Heading and intro of each page whose feature arrives in a later issue, by WEB_ROUTES name. */
export const PAGE_COPY: Record<string, PageCopy> = {
  login,
  signup,
  'members-id-signup': signup,
  'complete-signup': copy(m.completeSignupTitle, m.completeSignupIntro, 'user'),
  'reset-password': resetPassword,
  'reset-password-do': resetPassword,
  'activate-done': copy(m.activateDoneTitle, m.activateDoneIntro, 'check'),
  'activate-error': copy(m.activateErrorTitle, m.activateErrorIntro, 'shield'),
  'mail-change-do': copy(m.mailChangeTitle, m.mailChangeIntro, 'check'),
  'account-deleted': copy(m.accountDeletedTitle, m.accountDeletedIntro, 'user'),
  members: copy(m.membersTitle, m.membersIntro, 'search'),
  'members-id': copy(m.memberProfileTitle, m.memberProfileIntro, 'user'),
  'members-id-chat': chats,
  chats,
  'chats-id': chats,
  likes,
  'likes-type': likes,
  'likes-m-id': likes,
  credits,
  'credits-id-paymentmethod': credits,
  'credits-repeat-order': credits,
  directdebit: copy(m.directDebitTitle, m.directDebitIntro, 'coins'),
  'transactions-id': copy(m.transactionsTitle, m.transactionsIntro, 'coins'),
  premium: copy(m.premiumTitle, m.premiumIntro, 'sparkle'),
  pricing: copy(m.pricingTitle, m.pricingIntro, 'coins'),
  profile: copy(m.profileTitle, m.profileIntro, 'user'),
  notifications: copy(m.notificationsTitle, m.notificationsIntro, 'chat'),
  settings: copy(m.settingsTitle, m.settingsIntro, 'shield'),
  complaints: copy(m.complaintsTitle, m.complaintsIntro, 'headset'),
  'match-finder': copy(m.matchFinderTitle, m.matchFinderIntro, 'search'),
  'signup-matches': copy(m.signupMatchesTitle, m.signupMatchesIntro, 'heart'),
  'swipe-game': copy(m.swipeGameTitle, m.swipeGameIntro, 'heart'),
  'lang-config': copy(m.langConfigTitle, m.langConfigIntro, 'globe'),
};
