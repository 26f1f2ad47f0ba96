/**
 * PawPals mails: one layout (warm header, white card, one orange button) rendered twice, as HTML with
 * inline styles (what mail clients keep) and as plain text. Security mails (verify, reset) carry no
 * unsubscribe link; every other mail must have one.
 */

/** What a mail is for: security mails reach every account, others respect the person's preferences. */
export type MailCategory = 'security' | 'notification';

export interface RenderedMail {
  /** Names the template, e.g. 'verify_email'; kept in the outbox for the logs. */
  template: string;
  category: MailCategory;
  subject: string;
  html: string;
  text: string;
  /** One-click unsubscribe (also sent as List-Unsubscribe); absent on security mails only. */
  unsubscribeUrl?: string;
}

/** A mail addressed to one person (what the outbox stores and the transport sends). */
export interface OutgoingMail extends RenderedMail {
  to: string;
}

const BRAND = '#c2410c';
const INK = '#1c1917';
const MUTED = '#78716c';

interface LayoutInput {
  template: string;
  subject: string;
  /** The line inboxes show after the subject. */
  preheader: string;
  heading: string;
  /** The addressee's first name, for the one greeting every mail opens with ("Hi Sam,"). */
  firstName: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button (why they got it, what to do if it was not them). */
  footnote?: string;
  unsubscribeUrl?: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function layout(input: LayoutInput, category: MailCategory): RenderedMail {
  const greeting = `Hi ${input.firstName},`;
  const p = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${INK}">${escapeHtml(text)}</p>`;
  const button = input.action
    ? `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 24px"><tr><td style="border-radius:12px;background:${BRAND}">` +
      `<a href="${escapeHtml(input.action.url)}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:12px">${escapeHtml(input.action.label)}</a>` +
      `</td></tr></table>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${MUTED}">If the button does not work, copy this link into your browser:<br>` +
      `<a href="${escapeHtml(input.action.url)}" style="color:${BRAND};word-break:break-all">${escapeHtml(input.action.url)}</a></p>`
    : '';
  const footnote = input.footnote ? `<p style="margin:16px 0 0;font-size:13px;line-height:20px;color:${MUTED}">${escapeHtml(input.footnote)}</p>` : '';
  const unsubscribe = input.unsubscribeUrl
    ? `<br><a href="${escapeHtml(input.unsubscribeUrl)}" style="color:${MUTED}">Unsubscribe</a> from these emails.`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:0;background:#fff7ed;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(input.preheader)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#fff7ed"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px">
<tr><td style="padding:0 0 16px;font-size:24px;font-weight:800;color:${BRAND}">&#128062; PawPals</td></tr>
<tr><td style="background:#ffffff;border-radius:16px;padding:32px;border:1px solid #fed7aa">
<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:${INK}">${escapeHtml(input.heading)}</h1>
${p(greeting)}
${input.paragraphs.map(p).join('\n')}
${button}
${footnote}
</td></tr>
<tr><td style="padding:16px 8px;font-size:12px;line-height:18px;color:${MUTED};text-align:center">PawPals — Connecting Pet Families${unsubscribe}</td></tr>
</table></td></tr></table>
</body></html>`;
  const text = [
    'PawPals',
    '',
    input.heading,
    '',
    greeting,
    '',
    ...input.paragraphs.flatMap((para) => [para, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    ...(input.footnote ? [input.footnote, ''] : []),
    '— PawPals, Connecting Pet Families',
    ...(input.unsubscribeUrl ? [`Unsubscribe: ${input.unsubscribeUrl}`] : []),
  ].join('\n');
  return { template: input.template, category, subject: input.subject, html, text, unsubscribeUrl: input.unsubscribeUrl };
}

/** Sent at sign-up (and on "resend"): confirms the address belongs to the person. */
export function verifyEmailMail(input: { firstName: string; link: string; validHours: number }): RenderedMail {
  return layout(
    {
      template: 'verify_email',
      subject: 'Confirm your email for PawPals',
      preheader: 'One click and your PawPals account is all set.',
      heading: 'Confirm your email address',
      firstName: input.firstName,
      paragraphs: [
        'Welcome to PawPals! Please confirm that this is your email address, so we can reach you about your pets, messages and appointments.',
      ],
      action: { label: 'Confirm my email', url: input.link },
      footnote: `This link works for ${input.validHours} hours. If you did not create a PawPals account, you can ignore this email.`,
    },
    'security',
  );
}

/** Sent on "Forgot password?": a single-use link to choose a new password. */
export function passwordResetMail(input: { firstName: string; link: string; validMinutes: number }): RenderedMail {
  return layout(
    {
      template: 'password_reset',
      subject: 'Reset your PawPals password',
      preheader: 'Choose a new password for your PawPals account.',
      heading: 'Reset your password',
      firstName: input.firstName,
      paragraphs: ['Someone (hopefully you) asked to reset the password of your PawPals account. Use the button below to choose a new one.'],
      action: { label: 'Choose a new password', url: input.link },
      footnote: `The link works once, for ${input.validMinutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    },
    'security',
  );
}

/** Someone is guessing the password from browsers the owner never used: a heads-up and a reset link. */
export function accountUnderAttackMail(input: { firstName: string; link: string; validMinutes: number; failedAttempts: number; windowMinutes: number }): RenderedMail {
  return layout(
    {
      template: 'account_under_attack',
      subject: 'Someone is trying to sign in to your PawPals account',
      preheader: 'Your account is safe; here is how to keep it that way.',
      heading: 'Someone is trying to sign in to your account',
      firstName: input.firstName,
      paragraphs: [
        `In the last ${input.windowMinutes} minutes there were ${input.failedAttempts} failed sign-ins to your PawPals account from browsers you have not used before. For now, only browsers you signed in with before can sign in.`,
        'If this was not you, choose a new password with the button below. If your password is strong and used nowhere else, you can also ignore this email.',
      ],
      action: { label: 'Choose a new password', url: input.link },
      footnote: `The link works once, for ${input.validMinutes} minutes.`,
    },
    'security',
  );
}

/** Sent to the new address when a member changes their email: the change happens when it is opened. */
export function confirmEmailChangeMail(input: { firstName: string; link: string; validHours: number }): RenderedMail {
  return layout(
    {
      template: 'confirm_email_change',
      subject: 'Confirm your new email for PawPals',
      preheader: 'One click and PawPals uses this address.',
      heading: 'Confirm your new email address',
      firstName: input.firstName,
      paragraphs: ['You asked PawPals to use this email address for your account. Please confirm it: until you do, we keep using your old one.'],
      action: { label: 'Use this email', url: input.link },
      footnote: `This link works for ${input.validHours} hours. If you did not ask for this, ignore this email and nothing changes.`,
    },
    'security',
  );
}

/**
 * Sent instead of the confirmation link when a member asks to move their account to an address that
 * already has one: the address's owner hears of it, the asker's answer does not tell.
 */
export function emailInUseMail(input: { firstName: string }): RenderedMail {
  return layout(
    {
      template: 'email_in_use',
      subject: 'Someone tried to use your email on PawPals',
      preheader: 'Nothing changed: this address stays with your account.',
      heading: 'Your email address is already in use',
      firstName: input.firstName,
      paragraphs: [
        'Someone signed in to another PawPals account asked to change its email to this address. This address already belongs to your PawPals account, so nothing changed.',
        'If that was you, keep using this account, or change this account\'s email first to free the address.',
      ],
      footnote: 'If it was not you, you can ignore this email: your account is not affected.',
    },
    'security',
  );
}

/** Sent to the old address once the change is done, so a hijacked account does not go unnoticed. */
export function emailChangedMail(input: { firstName: string; newEmail: string }): RenderedMail {
  return layout(
    {
      template: 'email_changed',
      subject: 'Your PawPals email was changed',
      preheader: `Your account now uses ${input.newEmail}.`,
      heading: 'Your email address was changed',
      firstName: input.firstName,
      paragraphs: [`Your PawPals account now uses ${input.newEmail}. Mails will go there from now on.`],
      footnote: 'If you did not make this change, reset your password right away and contact us at hello@pawpals.app.',
    },
    'security',
  );
}

/** The last mail an account gets: it is gone, and what went with it. */
export function accountDeletedMail(input: { firstName: string }): RenderedMail {
  return layout(
    {
      template: 'account_deleted',
      subject: 'Your PawPals account was deleted',
      preheader: 'Your account and your data are gone.',
      heading: 'Your account was deleted',
      firstName: input.firstName,
      paragraphs: [
        'As you asked, your PawPals account has been deleted. Your profile, posts, sightings, favorites, appointments, conversations, notifications and alert area are erased; your reviews stay, signed "Anonymous", so businesses keep their ratings.',
        'Thank you for helping pets and their families. You are welcome back any time.',
      ],
      footnote: 'If you did not delete your account, someone knew your password: contact us at hello@pawpals.app.',
    },
    'security',
  );
}

/**
 * A moderator took the member's content down, or restored it
 * (docs/decisions/0128-acting-on-reports-and-takedowns.md): an account notice like the security mails, sent
 * whatever their email preferences, since it concerns what they published.
 */
export function moderationNoticeMail(input: { firstName: string; subject: string; paragraphs: string[]; action?: { label: string; url: string } }): RenderedMail {
  // The caller's words as they are; the subject is also the heading.
  return layout(
    {
      ...input,
      template: 'moderation_notice',
      heading: input.subject,
      preheader: input.paragraphs[0] ?? input.subject,
      footnote: 'You get this email because a PawPals moderator acted on something you published. Questions? Write to hello@pawpals.app.',
    },
    'security',
  );
}

/** Any other mail (notifications, news): must say how to stop receiving it. */
export function notificationMail(input: {
  firstName: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  unsubscribeUrl: string;
}): RenderedMail {
  return layout(
    {
      ...input,
      template: 'notification',
      preheader: input.paragraphs[0] ?? input.heading,
      footnote: 'You get this email because of your PawPals email preferences.',
    },
    'notification',
  );
}
