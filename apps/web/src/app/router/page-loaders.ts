import type { ComponentType } from 'react';

export type PageLoader = () => Promise<ComponentType>;

const comingSoon: PageLoader = () =>
  import('../../features/coming-soon/ComingSoonPage').then((m) => m.ComingSoonPage);
const staticPage: PageLoader = () =>
  import('../../features/static-pages/StaticPage').then((m) => m.StaticPage);
const lander: PageLoader = () => import('../../features/landers/LanderPage').then((m) => m.LanderPage);

/**
 * The page behind every route of WEB_ROUTES, each its own chunk. Features of later issues replace
 * their `comingSoon` entry with their real page; a test fails when a route has no page.
 */
export const PAGE_LOADERS: Record<string, PageLoader> = {
  home: () => import('../../features/home/HomePage').then((m) => m.HomePage),
  login: () => import('../../features/auth/LoginPage').then((m) => m.LoginPage),
  signup: () => import('../../features/signup/SignupPage').then((m) => m.SignupPage),
  'complete-signup': () =>
    import('../../features/signup/CompleteSignupPage').then((m) => m.CompleteSignupPage),
  'reset-password': () =>
    import('../../features/reset-password/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  'reset-password-do': () =>
    import('../../features/reset-password/ResetPasswordDoPage').then((m) => m.ResetPasswordDoPage),
  'activate-done': () =>
    import('../../features/activation/ActivationDonePage').then((m) => m.ActivationDonePage),
  'activate-error': () =>
    import('../../features/activation/ActivationErrorPage').then((m) => m.ActivationErrorPage),
  'mail-change-do': () =>
    import('../../features/account-settings/MailChangeDoPage').then((m) => m.MailChangeDoPage),
  'account-deleted': () =>
    import('../../features/delete-account/AccountDeletedPage').then((m) => m.AccountDeletedPage),
  members: () => import('../../features/members/search/MembersPage').then((m) => m.MembersPage),
  'members-id': () => import('../../features/members/profile/ProfilePage').then((m) => m.ProfilePage),
  'members-id-chat': () => import('../../features/members/entry/ChatEntryPage').then((m) => m.ChatEntryPage),
  'members-id-landing': () =>
    import('../../features/members/entry/LandingPages').then((m) => m.MemberLandingPage),
  'members-id-signup': () =>
    import('../../features/members/entry/LandingPages').then((m) => m.MemberSignupPage),
  'members-id-landing2-slug': () =>
    import('../../features/members/entry/LandingPages').then((m) => m.MemberLanding2Page),
  'members-id-landing3-slug': () =>
    import('../../features/members/entry/LandingPages').then((m) => m.MemberLanding3Page),
  chats: () => import('../../features/chat/ChatsPage').then((m) => m.ChatsPage),
  'chats-id': () => import('../../features/chat/ConversationPage').then((m) => m.ConversationPage),
  likes: () => import('../../features/likes/LikesPage').then((m) => m.LikesPage),
  'likes-type': () => import('../../features/likes/LikesPage').then((m) => m.LikesPage),
  'likes-m-id': () => import('../../features/likes/MatchPage').then((m) => m.MatchPage),
  credits: () => import('../../features/credits/CreditsPage').then((m) => m.CreditsPage),
  'credits-id-paymentmethod': () =>
    import('../../features/credits/PaymentMethodPage').then((m) => m.PaymentMethodPage),
  'credits-repeat-order': () =>
    import('../../features/credits/RepeatOrderPage').then((m) => m.RepeatOrderPage),
  directdebit: () => import('../../features/direct-debit/DirectDebitPage').then((m) => m.DirectDebitPage),
  'transactions-id': () => import('../../features/payments/TransactionsPage').then((m) => m.TransactionsPage),
  premium: () => import('../../features/premium/PremiumPage').then((m) => m.PremiumPage),
  pricing: () => import('../../features/premium/PricingPage').then((m) => m.PricingPage),
  profile: () => import('../../features/profile/ProfilePage').then((m) => m.ProfilePage),
  notifications: () =>
    import('../../features/account-settings/NotificationsPage').then((m) => m.NotificationsPage),
  settings: () => import('../../features/account-settings/SettingsPage').then((m) => m.SettingsPage),
  complaints: () => import('../../features/complaints/ComplaintsPage').then((m) => m.ComplaintsPage),
  'match-finder': () => import('../../features/matching/MatchFinderPage').then((m) => m.MatchFinderPage),
  'signup-matches': () =>
    import('../../features/matching/SignupMatchesPage').then((m) => m.SignupMatchesPage),
  'swipe-game': () => import('../../features/matching/SwipeGamePage').then((m) => m.SwipeGamePage),
  'lang-config': comingSoon,
  'landers-tinderswipe': lander,
  'landers-alonetonight-slug': lander,
  'landers-collagelanding-slug': lander,
  'landers-gallery-slug': lander,
  'landers-iconslanding-slug': lander,
  'landers-maplanding-slug': lander,
  'landers-socialnetwork-slug': lander,
  'landers-transitionsvideolanding-slug': lander,
  'landers-video-slug': lander,
  ban: staticPage,
  cookies: staticPage,
  faq: staticPage,
  privacy: staticPage,
  'return-policy': staticPage,
  service: staticPage,
  terms: staticPage,
  token: () => import('../../features/token/TokenPage').then((m) => m.TokenPage),
};
