/**
 * PawPals mails: one layout (warm header, white card, one orange button) rendered twice, as HTML with
 * inline styles (what mail clients keep) and as plain text. Security mails (verify, reset) carry no
 * unsubscribe link; every other mail must have one.
 *
 * Every mail speaks its recipient's language (docs/decisions/0151-server-speaks-spanish.md): each template
 * takes `locale` (English when absent, word for word as before) and keeps its words in a typed table per
 * language, so a missing Spanish text is a compile error.
 */
import type { Locale } from '@pawpals/contracts';

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
  locale?: Locale;
}

/** The layout's own words. */
const LAYOUT_WORDS: Record<Locale, { greeting(firstName: string): string; copyLink: string; unsubscribeHtml(link: string): string; unsubscribeText: string; tagline: string }> = {
  en: {
    greeting: (firstName) => `Hi ${firstName},`,
    copyLink: 'If the button does not work, copy this link into your browser:',
    unsubscribeHtml: (link) => `<br>${link}Unsubscribe</a> from these emails.`,
    unsubscribeText: 'Unsubscribe',
    tagline: 'Connecting Pet Families',
  },
  es: {
    greeting: (firstName) => `Hola, ${firstName}:`,
    copyLink: 'Si el botón no funciona, copia este enlace en tu navegador:',
    unsubscribeHtml: (link) => `<br>${link}Cancela tu suscripción</a> a estos correos.`,
    unsubscribeText: 'Cancelar suscripción',
    tagline: 'Conectando familias con mascotas',
  },
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function layout(input: LayoutInput, category: MailCategory): RenderedMail {
  const locale = input.locale ?? 'en';
  const words = LAYOUT_WORDS[locale];
  const greeting = words.greeting(input.firstName);
  const p = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${INK}">${escapeHtml(text)}</p>`;
  const button = input.action
    ? `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 24px"><tr><td style="border-radius:12px;background:${BRAND}">` +
      `<a href="${escapeHtml(input.action.url)}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:12px">${escapeHtml(input.action.label)}</a>` +
      `</td></tr></table>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${MUTED}">${escapeHtml(words.copyLink)}<br>` +
      `<a href="${escapeHtml(input.action.url)}" style="color:${BRAND};word-break:break-all">${escapeHtml(input.action.url)}</a></p>`
    : '';
  const footnote = input.footnote ? `<p style="margin:16px 0 0;font-size:13px;line-height:20px;color:${MUTED}">${escapeHtml(input.footnote)}</p>` : '';
  const unsubscribe = input.unsubscribeUrl
    ? words.unsubscribeHtml(`<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:${MUTED}">`)
    : '';
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.subject)}</title></head>
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
<tr><td style="padding:16px 8px;font-size:12px;line-height:18px;color:${MUTED};text-align:center">PawPals — ${escapeHtml(words.tagline)}${unsubscribe}</td></tr>
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
    `— PawPals, ${words.tagline}`,
    ...(input.unsubscribeUrl ? [`${words.unsubscribeText}: ${input.unsubscribeUrl}`] : []),
  ].join('\n');
  return { template: input.template, category, subject: input.subject, html, text, unsubscribeUrl: input.unsubscribeUrl };
}

/** What a template's caller may say about the recipient's language (English when absent). */
interface InLocale {
  locale?: Locale;
}

/** The words of one mail, in one language. */
type MailWords = Pick<LayoutInput, 'subject' | 'preheader' | 'heading' | 'paragraphs' | 'footnote'> & { button?: string };

/** One table per template: each language's words from the template's input. */
type Wording<I> = Record<Locale, (input: I) => MailWords>;

function render<I extends InLocale & { firstName: string }>(
  template: string,
  category: MailCategory,
  wording: Wording<I>,
  input: I,
  link?: string,
): RenderedMail {
  const locale = input.locale ?? 'en';
  const { button, ...words } = wording[locale](input);
  return layout(
    { template, ...words, firstName: input.firstName, locale, ...(button && link ? { action: { label: button, url: link } } : {}) },
    category,
  );
}

type VerifyEmailInput = InLocale & { firstName: string; link: string; validHours: number };
const VERIFY_EMAIL: Wording<VerifyEmailInput> = {
  en: (i) => ({
    subject: 'Confirm your email for PawPals',
    preheader: 'One click and your PawPals account is all set.',
    heading: 'Confirm your email address',
    paragraphs: [
      'Welcome to PawPals! Please confirm that this is your email address, so we can reach you about your pets, messages and appointments.',
    ],
    button: 'Confirm my email',
    footnote: `This link works for ${i.validHours} hours. If you did not create a PawPals account, you can ignore this email.`,
  }),
  es: (i) => ({
    subject: 'Confirma tu correo para PawPals',
    preheader: 'Un clic y tu cuenta de PawPals queda lista.',
    heading: 'Confirma tu dirección de correo',
    paragraphs: [
      '¡Te damos la bienvenida a PawPals! Confirma que esta es tu dirección de correo para que podamos escribirte sobre tus mascotas, tus mensajes y tus citas.',
    ],
    button: 'Confirmar mi correo',
    footnote: `Este enlace funciona durante ${i.validHours} horas. Si no creaste una cuenta en PawPals, puedes ignorar este correo.`,
  }),
};

/** Sent at sign-up (and on "resend"): confirms the address belongs to the person. */
export function verifyEmailMail(input: VerifyEmailInput): RenderedMail {
  return render('verify_email', 'security', VERIFY_EMAIL, input, input.link);
}

type PasswordResetInput = InLocale & { firstName: string; link: string; validMinutes: number };
const PASSWORD_RESET: Wording<PasswordResetInput> = {
  en: (i) => ({
    subject: 'Reset your PawPals password',
    preheader: 'Choose a new password for your PawPals account.',
    heading: 'Reset your password',
    paragraphs: ['Someone (hopefully you) asked to reset the password of your PawPals account. Use the button below to choose a new one.'],
    button: 'Choose a new password',
    footnote: `The link works once, for ${i.validMinutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
  }),
  es: (i) => ({
    subject: 'Restablece tu contraseña de PawPals',
    preheader: 'Elige una contraseña nueva para tu cuenta de PawPals.',
    heading: 'Restablece tu contraseña',
    paragraphs: ['Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de PawPals. Usa el botón de abajo para elegir una nueva.'],
    button: 'Elegir una contraseña nueva',
    footnote: `El enlace funciona una sola vez, durante ${i.validMinutes} minutos. Si no lo pediste, ignora este correo: tu contraseña sigue igual.`,
  }),
};

/** Sent on "Forgot password?": a single-use link to choose a new password. */
export function passwordResetMail(input: PasswordResetInput): RenderedMail {
  return render('password_reset', 'security', PASSWORD_RESET, input, input.link);
}

type AccountUnderAttackInput = InLocale & { firstName: string; link: string; validMinutes: number; failedAttempts: number; windowMinutes: number };
const ACCOUNT_UNDER_ATTACK: Wording<AccountUnderAttackInput> = {
  en: (i) => ({
    subject: 'Someone is trying to sign in to your PawPals account',
    preheader: 'Your account is safe; here is how to keep it that way.',
    heading: 'Someone is trying to sign in to your account',
    paragraphs: [
      `In the last ${i.windowMinutes} minutes there were ${i.failedAttempts} failed sign-ins to your PawPals account from browsers you have not used before. For now, only browsers you signed in with before can sign in.`,
      'If this was not you, choose a new password with the button below. If your password is strong and used nowhere else, you can also ignore this email.',
    ],
    button: 'Choose a new password',
    footnote: `The link works once, for ${i.validMinutes} minutes.`,
  }),
  es: (i) => ({
    subject: 'Alguien está intentando iniciar sesión en tu cuenta de PawPals',
    preheader: 'Tu cuenta está a salvo; así puedes mantenerla así.',
    heading: 'Alguien está intentando iniciar sesión en tu cuenta',
    paragraphs: [
      `En los últimos ${i.windowMinutes} minutos hubo ${i.failedAttempts} intentos fallidos de iniciar sesión en tu cuenta de PawPals desde navegadores que no has usado antes. Por ahora, solo pueden iniciar sesión los navegadores que ya usaste.`,
      'Si no fuiste tú, elige una contraseña nueva con el botón de abajo. Si tu contraseña es segura y no la usas en ningún otro sitio, también puedes ignorar este correo.',
    ],
    button: 'Elegir una contraseña nueva',
    footnote: `El enlace funciona una sola vez, durante ${i.validMinutes} minutos.`,
  }),
};

/** Someone is guessing the password from browsers the owner never used: a heads-up and a reset link. */
export function accountUnderAttackMail(input: AccountUnderAttackInput): RenderedMail {
  return render('account_under_attack', 'security', ACCOUNT_UNDER_ATTACK, input, input.link);
}

type ConfirmEmailChangeInput = InLocale & { firstName: string; link: string; validHours: number };
const CONFIRM_EMAIL_CHANGE: Wording<ConfirmEmailChangeInput> = {
  en: (i) => ({
    subject: 'Confirm your new email for PawPals',
    preheader: 'One click and PawPals uses this address.',
    heading: 'Confirm your new email address',
    paragraphs: ['You asked PawPals to use this email address for your account. Please confirm it: until you do, we keep using your old one.'],
    button: 'Use this email',
    footnote: `This link works for ${i.validHours} hours. If you did not ask for this, ignore this email and nothing changes.`,
  }),
  es: (i) => ({
    subject: 'Confirma tu nuevo correo para PawPals',
    preheader: 'Un clic y PawPals usará esta dirección.',
    heading: 'Confirma tu nueva dirección de correo',
    paragraphs: ['Pediste que PawPals use esta dirección de correo para tu cuenta. Confírmala: hasta que lo hagas, seguiremos usando la anterior.'],
    button: 'Usar este correo',
    footnote: `Este enlace funciona durante ${i.validHours} horas. Si no lo pediste, ignora este correo y no cambiará nada.`,
  }),
};

/** Sent to the new address when a member changes their email: the change happens when it is opened. */
export function confirmEmailChangeMail(input: ConfirmEmailChangeInput): RenderedMail {
  return render('confirm_email_change', 'security', CONFIRM_EMAIL_CHANGE, input, input.link);
}

type EmailInUseInput = InLocale & { firstName: string };
const EMAIL_IN_USE: Wording<EmailInUseInput> = {
  en: () => ({
    subject: 'Someone tried to use your email on PawPals',
    preheader: 'Nothing changed: this address stays with your account.',
    heading: 'Your email address is already in use',
    paragraphs: [
      'Someone signed in to another PawPals account asked to change its email to this address. This address already belongs to your PawPals account, so nothing changed.',
      'If that was you, keep using this account, or change this account\'s email first to free the address.',
    ],
    footnote: 'If it was not you, you can ignore this email: your account is not affected.',
  }),
  es: () => ({
    subject: 'Alguien intentó usar tu correo en PawPals',
    preheader: 'No cambió nada: esta dirección sigue en tu cuenta.',
    heading: 'Tu dirección de correo ya está en uso',
    paragraphs: [
      'Alguien con la sesión iniciada en otra cuenta de PawPals pidió cambiar su correo a esta dirección. Esta dirección ya pertenece a tu cuenta de PawPals, así que no cambió nada.',
      'Si fuiste tú, sigue usando esta cuenta, o cambia primero el correo de esta cuenta para liberar la dirección.',
    ],
    footnote: 'Si no fuiste tú, puedes ignorar este correo: tu cuenta no se ve afectada.',
  }),
};

/**
 * Sent instead of the confirmation link when a member asks to move their account to an address that
 * already has one: the address's owner hears of it, the asker's answer does not tell.
 */
export function emailInUseMail(input: EmailInUseInput): RenderedMail {
  return render('email_in_use', 'security', EMAIL_IN_USE, input);
}

type EmailChangedInput = InLocale & { firstName: string; newEmail: string };
const EMAIL_CHANGED: Wording<EmailChangedInput> = {
  en: (i) => ({
    subject: 'Your PawPals email was changed',
    preheader: `Your account now uses ${i.newEmail}.`,
    heading: 'Your email address was changed',
    paragraphs: [`Your PawPals account now uses ${i.newEmail}. Mails will go there from now on.`],
    footnote: 'If you did not make this change, reset your password right away and contact us at hello@pawpals.app.',
  }),
  es: (i) => ({
    subject: 'Se cambió tu correo de PawPals',
    preheader: `Tu cuenta ahora usa ${i.newEmail}.`,
    heading: 'Se cambió tu dirección de correo',
    paragraphs: [`Tu cuenta de PawPals ahora usa ${i.newEmail}. A partir de ahora, los correos llegarán allí.`],
    footnote: 'Si no hiciste este cambio, restablece tu contraseña de inmediato y escríbenos a hello@pawpals.app.',
  }),
};

/** Sent to the old address once the change is done, so a hijacked account does not go unnoticed. */
export function emailChangedMail(input: EmailChangedInput): RenderedMail {
  return render('email_changed', 'security', EMAIL_CHANGED, input);
}

type AccountDeletedInput = InLocale & { firstName: string };
const ACCOUNT_DELETED: Wording<AccountDeletedInput> = {
  en: () => ({
    subject: 'Your PawPals account was deleted',
    preheader: 'Your account and your data are gone.',
    heading: 'Your account was deleted',
    paragraphs: [
      'As you asked, your PawPals account has been deleted. Your profile, posts, sightings, favorites, appointments, conversations, notifications and alert area are erased; your reviews stay, signed "Anonymous", so businesses keep their ratings.',
      'Thank you for helping pets and their families. You are welcome back any time.',
    ],
    footnote: 'If you did not delete your account, someone knew your password: contact us at hello@pawpals.app.',
  }),
  es: () => ({
    subject: 'Se eliminó tu cuenta de PawPals',
    preheader: 'Tu cuenta y tus datos ya no existen.',
    heading: 'Se eliminó tu cuenta',
    paragraphs: [
      'Como pediste, eliminamos tu cuenta de PawPals. Se borraron tu perfil, tus publicaciones, avistamientos, favoritos, citas, conversaciones, notificaciones y tu zona de alertas; tus reseñas se quedan, firmadas como "Anónimo", para que los negocios conserven sus calificaciones.',
      'Gracias por ayudar a las mascotas y a sus familias. Puedes volver cuando quieras.',
    ],
    footnote: 'Si no eliminaste tu cuenta, alguien conocía tu contraseña: escríbenos a hello@pawpals.app.',
  }),
};

/** The last mail an account gets: it is gone, and what went with it. */
export function accountDeletedMail(input: AccountDeletedInput): RenderedMail {
  return render('account_deleted', 'security', ACCOUNT_DELETED, input);
}

/** The small print of the mails whose words the caller brings. */
const FOOTNOTES: Record<Locale, { moderation: string; notification: string }> = {
  en: {
    moderation: 'You get this email because a PawPals moderator acted on something you published. Questions? Write to hello@pawpals.app.',
    notification: 'You get this email because of your PawPals email preferences.',
  },
  es: {
    moderation: 'Recibes este correo porque un moderador de PawPals actuó sobre algo que publicaste. ¿Tienes preguntas? Escríbenos a hello@pawpals.app.',
    notification: 'Recibes este correo por tus preferencias de correo de PawPals.',
  },
};

/**
 * A moderator took the member's content down, or restored it
 * (docs/decisions/0128-acting-on-reports-and-takedowns.md): an account notice like the security mails, sent
 * whatever their email preferences, since it concerns what they published.
 */
export function moderationNoticeMail(input: InLocale & { firstName: string; subject: string; paragraphs: string[]; action?: { label: string; url: string } }): RenderedMail {
  // The caller's words (in the recipient's language) as they are; the subject is also the heading.
  return layout(
    {
      ...input,
      template: 'moderation_notice',
      heading: input.subject,
      preheader: input.paragraphs[0] ?? input.subject,
      footnote: FOOTNOTES[input.locale ?? 'en'].moderation,
    },
    'security',
  );
}

/** Any other mail (notifications, news): must say how to stop receiving it. */
export function notificationMail(input: InLocale & {
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
      footnote: FOOTNOTES[input.locale ?? 'en'].notification,
    },
    'notification',
  );
}
