import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** A figure not known (yet): a sign, not a word. */
export const NO_FIGURE = '–';

/** Words said in several places of the account section (docs/i18n.md: one id, one English text). */
export const common = defineMessages<{
  readonly tryAgain: NoMessageValues;
  readonly tryAgainLater: NoMessageValues;
  readonly saving: NoMessageValues;
  readonly savingEllipsis: NoMessageValues;
  readonly sending: NoMessageValues;
  readonly business: NoMessageValues;
  readonly logIn: NoMessageValues;
  readonly alreadyHaveAccount: NoMessageValues;
  readonly browseServices: NoMessageValues;
  readonly email: NoMessageValues;
  readonly password: NoMessageValues;
  readonly firstName: NoMessageValues;
  readonly lastName: NoMessageValues;
  readonly newPassword: NoMessageValues;
  readonly confirmNewPassword: NoMessageValues;
  readonly passwordChanged: NoMessageValues;
  readonly passwordNotChanged: NoMessageValues;
  readonly emailPreferencesSaved: NoMessageValues;
  readonly preferencesNotSaved: NoMessageValues;
  readonly you: NoMessageValues;
  readonly error: NoMessageValues;
  readonly tryAgainNoStop: NoMessageValues;
  readonly replySent: NoMessageValues;
  readonly replyFailed: NoMessageValues;
  readonly uploadLogoFailed: NoMessageValues;
  readonly remove: NoMessageValues;
  readonly newCount: { readonly count: MessageValue };
  readonly unreadCount: { readonly count: MessageValue };
}>({
  tryAgain: { id: 'account.common.tryAgain', defaultMessage: 'Please try again.' },
  tryAgainLater: { id: 'account.common.tryAgainLater', defaultMessage: 'Please try again later.' },
  saving: { id: 'account.common.saving', defaultMessage: 'Saving...' },
  savingEllipsis: { id: 'account.common.savingEllipsis', defaultMessage: 'Saving…' },
  sending: { id: 'account.common.sending', defaultMessage: 'Sending...' },
  business: { id: 'account.common.business', defaultMessage: 'Business' },
  logIn: { id: 'account.common.logIn', defaultMessage: 'Log in' },
  alreadyHaveAccount: { id: 'account.common.alreadyHaveAccount', defaultMessage: 'Already have an account?' },
  browseServices: { id: 'account.common.browseServices', defaultMessage: 'Browse Services' },
  email: { id: 'account.common.email', defaultMessage: 'Email' },
  password: { id: 'account.common.password', defaultMessage: 'Password' },
  firstName: { id: 'account.common.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'account.common.lastName', defaultMessage: 'Last Name' },
  newPassword: { id: 'account.common.newPassword', defaultMessage: 'New Password' },
  confirmNewPassword: { id: 'account.common.confirmNewPassword', defaultMessage: 'Confirm New Password' },
  passwordChanged: { id: 'account.common.passwordChanged', defaultMessage: 'Password changed' },
  passwordNotChanged: { id: 'account.common.passwordNotChanged', defaultMessage: 'Password not changed' },
  emailPreferencesSaved: { id: 'account.common.emailPreferencesSaved', defaultMessage: 'Email preferences saved' },
  preferencesNotSaved: { id: 'account.common.preferencesNotSaved', defaultMessage: 'Preferences not saved' },
  you: { id: 'account.common.you', defaultMessage: 'You' },
  error: { id: 'account.common.error', defaultMessage: 'Error' },
  tryAgainNoStop: { id: 'account.common.tryAgainNoStop', defaultMessage: 'Please try again' },
  replySent: { id: 'account.common.replySent', defaultMessage: 'Reply sent successfully' },
  replyFailed: { id: 'account.common.replyFailed', defaultMessage: 'Failed to send reply' },
  uploadLogoFailed: { id: 'account.common.uploadLogoFailed', defaultMessage: 'Failed to upload logo' },
  remove: { id: 'account.common.remove', defaultMessage: 'Remove' },
  newCount: { id: 'account.common.newCount', defaultMessage: '{count} new' },
  unreadCount: { id: 'account.common.unreadCount', defaultMessage: '{count} unread' },
});
