import type { MailTexts } from './types.js';

export const en: MailTexts = {
  mails: {
    activation: {
      subject: 'Confirm your e-mail address for {site}',
      heading: 'Welcome to {site}!',
      body: 'Please confirm your e-mail address so you can reply to messages and get the most out of {site}.',
      button: 'Confirm e-mail address',
      note: 'Did you not sign up at {site}? Then you can ignore this e-mail.',
    },
    password_reset: {
      subject: 'Reset your password for {site}',
      heading: 'Choose a new password',
      body: 'We received a request to reset the password of your {site} account. Click the button to choose a new one.',
      button: 'Choose a new password',
      note: 'The link is valid for {minutes} minutes and can be used once. Did you not ask for this? Then your password stays as it is.',
    },
    email_change: {
      subject: 'Confirm your new e-mail address for {site}',
      heading: 'Confirm your new e-mail address',
      body: 'You asked to use {email} for your {site} account from now on. Click the button to confirm.',
      button: 'Confirm new address',
      note: 'The link is valid for 24 hours. Did you not ask for this? Then nothing changes.',
    },
    account_deleted: {
      subject: 'Your {site} account will be deleted',
      heading: 'We are sorry to see you go',
      body: 'Your {site} account is now hidden and will be deleted for good on {date}. Changed your mind? Reactivate it with one click before then.',
      button: 'Reactivate my account',
      note: 'After {date} your profile, photos and messages are removed. We keep only the payment records the law requires.',
    },
    support_warning: {
      subject: 'Your conduct on {site}',
      heading: 'A warning from {site}',
      body: 'Other members have complained about how you behave on {site}. Please keep to our terms of use: treat everyone with respect. If we receive further complaints, we may close your account.',
      button: 'Read the terms of use',
      note: 'Questions? Simply reply to this e-mail.',
    },
    support_reply: {
      subject: 'A reply to your complaint at {site}',
      heading: 'Our answer to your complaint',
      body: '{message}',
      button: 'Go to {site}',
      note: 'You receive this reply because you sent a complaint to {site} support.',
    },
    photo_rejected: {
      subject: 'Your photo on {site} was not approved',
      heading: 'We could not approve your photo',
      body: 'Thank you for adding a photo to your profile on {site}. We have checked it and cannot show it to other members. {reason} The photo has been removed; you are welcome to add another one.',
      button: 'Add another photo',
      note: 'Questions? Simply reply to this e-mail.',
    },
  },
  photo_reject_reasons: {
    not_recognisable: 'Your face cannot be seen clearly on it.',
    not_own_photo: 'It does not appear to be a photo of you.',
    explicit: 'It shows nudity or sexual content.',
    contact_details:
      'It shows contact details such as a phone number, an e-mail address or a social media name.',
    poor_quality: 'It is too blurry, too dark or too small.',
  },
  greeting: 'Hello {name},',
  link_fallback: 'If the button does not work, copy this link into your browser:',
  footer_reason: 'You receive this e-mail because you have an account at {site}.',
  unsubscribe: 'Unsubscribe from e-mails',
  company_registration: 'Chamber of Commerce {kvk}',
};
