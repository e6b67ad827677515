/**
 * E-mails as text and simple HTML: inline styles only (mail clients drop style sheets), no
 * image, every piece of text escaped (a name or a mission's title is what people typed).
 */
import type { MailMessage } from '../../plugins/mail.ts';
import { mailFr } from './fr.ts';

/** Text made safe inside HTML elements and quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** What one e-mail says, before it is laid out. */
export interface MailContent {
  to: string;
  subject: string;
  firstName: string;
  /** Paragraphs before the link. */
  body: readonly string[];
  /** The one link of the e-mail, shown as a button. */
  action: { label: string; url: string };
  /** Paragraphs after the link. */
  after?: readonly string[];
  /** Why she receives it (and where to change it). */
  footer: string;
}

const COLORS = {
  page: '#f3f5f7',
  card: '#ffffff',
  text: '#1d2630',
  muted: '#56616e',
  brand: '#0b5fa5',
} as const;

const paragraph = (text: string, style = 'margin:0 0 16px;') =>
  `<p style="${style}">${escapeHtml(text)}</p>`;

function renderText(content: MailContent): string {
  return [
    mailFr.greeting(content.firstName),
    ...content.body,
    `${content.action.label}\u202f: ${content.action.url}`,
    ...(content.after ?? []),
    mailFr.signature,
    `—\n${content.footer}`,
  ].join('\n\n');
}

function renderHtml(content: MailContent): string {
  const url = escapeHtml(content.action.url);
  const button =
    `<p style="margin:24px 0;"><a href="${url}" style="display:inline-block;padding:12px 20px;` +
    `background:${COLORS.brand};color:#ffffff;text-decoration:none;border-radius:6px;` +
    `font-weight:bold;">${escapeHtml(content.action.label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:14px;color:${COLORS.muted};">${escapeHtml(mailFr.copyLink)}<br>` +
    `<a href="${url}" style="color:${COLORS.brand};word-break:break-all;">${url}</a></p>`;
  return [
    '<!doctype html>',
    '<html lang="fr">',
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLORS.page};">`,
    `<div style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:${COLORS.text};">`,
    `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:${COLORS.brand};">${escapeHtml(mailFr.brand)}</p>`,
    `<div style="background:${COLORS.card};border-radius:8px;padding:24px;">`,
    paragraph(mailFr.greeting(content.firstName)),
    ...content.body.map((text) => paragraph(text)),
    button,
    ...(content.after ?? []).map((text) => paragraph(text)),
    paragraph(mailFr.signature, 'margin:0;'),
    '</div>',
    paragraph(content.footer, `margin:16px 0 0;font-size:13px;color:${COLORS.muted};`),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

export function renderMail(content: MailContent): MailMessage {
  return {
    to: content.to,
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content),
  };
}

/** `https://releve.exemple.fr` + `/mes-prestations`: an app path on the public address. */
export function appUrl(publicUrl: string, path: string | null | undefined): string {
  if (!path) return `${publicUrl}/`;
  return `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A stored notification that is also e-mailed. */
export function renderNotificationMail(input: {
  to: string;
  firstName: string;
  subject: string;
  message: string;
  /** The app's page; the home page when the notification has none (a refused account). */
  url: string;
  rejection: boolean;
}): MailMessage {
  return renderMail({
    to: input.to,
    subject: input.subject,
    firstName: input.firstName,
    body: [input.message],
    action: { label: mailFr.open, url: input.url },
    footer: input.rejection ? mailFr.whyRejection : mailFr.whyNotification,
  });
}

/** The password reset link she asked for from the login page. */
export function renderResetMail(input: {
  to: string;
  firstName: string;
  url: string;
  minutes: number;
}): MailMessage {
  return renderMail({
    to: input.to,
    subject: mailFr.reset.subject,
    firstName: input.firstName,
    body: [mailFr.reset.intro],
    action: { label: mailFr.reset.button, url: input.url },
    after: [mailFr.reset.validity(input.minutes), mailFr.reset.ignore],
    footer: mailFr.reset.why,
  });
}

/** The invitation to manage an establishment with it: the one-time link of seven days. */
export function renderInvitationMail(input: {
  to: string;
  firstName: string;
  inviter: string;
  institution: string;
  url: string;
  days: number;
}): MailMessage {
  return renderMail({
    to: input.to,
    subject: mailFr.invitation.subject(input.institution),
    firstName: input.firstName,
    body: [mailFr.invitation.intro(input.inviter, input.institution)],
    action: { label: mailFr.invitation.button, url: input.url },
    after: [mailFr.invitation.validity(input.days), mailFr.invitation.ignore],
    footer: mailFr.invitation.why,
  });
}
