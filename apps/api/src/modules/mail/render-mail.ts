import type { Locale } from '@amora/contracts';
import { createTheme } from '@amora/theme';
import type { Company } from '../../tenancy/company.entity.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { mailTexts } from './templates/index.js';
import type { MailKind } from './templates/types.js';

export interface MailContent {
  kind: MailKind;
  locale: Locale;
  /** Filled into the texts: site, name, email, minutes, date… */
  params: Record<string, string | number>;
  /** The button's target. */
  link: string;
  unsubscribeLink: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtmlText = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const fill = (
  template: string,
  params: Record<string, string | number>,
  escapeValue: (v: string) => string,
) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? escapeValue(String(params[key])) : whole,
  );

function companyLines(company: Company, registration: string): string[] {
  const kvk = company.kvk ? registration.replace('{kvk}', company.kvk) : '';
  return [company.name, company.address, `${company.city}, ${company.country}`, kvk].filter(Boolean);
}

/** One mail in the member's language, in the tenant's colours, with the company in the footer. */
export function renderMail(tenant: Tenant, company: Company, content: MailContent): RenderedMail {
  const texts = mailTexts(content.locale);
  const mail = texts.mails[content.kind];
  const params: Record<string, string | number> = { site: tenant.name, ...content.params };
  const plain = (t: string) => fill(t, params, (v) => v);
  const html = (t: string) => fill(escapeHtmlText(t), params, escapeHtmlText);
  const colours = createTheme(tenant.theme).colors;
  const footer = companyLines(company, texts.company_registration);
  const greeting = params.name ? [plain(texts.greeting), ''] : [];

  const text = [
    ...greeting,
    plain(mail.body),
    '',
    `${plain(mail.button)}: ${content.link}`,
    '',
    plain(mail.note),
    '',
    '--',
    plain(texts.footer_reason),
    `${plain(texts.unsubscribe)}: ${content.unsubscribeLink}`,
    ...footer,
  ].join('\n');

  const link = escapeHtmlText(content.link);
  const htmlBody = `<!doctype html>
<html lang="${content.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${html(mail.subject)}</title></head>
<body style="margin:0;padding:0;background:${colours.background};font-family:Arial,Helvetica,sans-serif;color:${colours.text}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colours.background};padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:${colours.primary.surface};color:${colours.primary.onSurface};padding:20px 28px;font-size:22px;font-weight:bold">${escapeHtmlText(tenant.mailName || tenant.name)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:22px;color:${colours.text}">${html(mail.heading)}</h1>
${params.name ? `<p style="margin:0 0 12px;font-size:16px;line-height:1.5">${html(texts.greeting)}</p>` : ''}
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${html(mail.body)}</p>
<p style="margin:0 0 24px"><a href="${link}" style="display:inline-block;background:${colours.primary.surface};color:${colours.primary.onSurface};text-decoration:none;font-weight:bold;padding:14px 24px;border-radius:999px">${html(mail.button)}</a></p>
<p style="margin:0 0 12px;font-size:14px;line-height:1.5;color:${colours.textMuted}">${html(mail.note)}</p>
<p style="margin:0;font-size:12px;line-height:1.5;color:${colours.textMuted}">${html(texts.link_fallback)}<br><a href="${link}" style="color:${colours.primary.text};word-break:break-all">${link}</a></p>
</td></tr>
<tr><td style="padding:20px 28px;background:${colours.background};font-size:12px;line-height:1.6;color:${colours.textMuted}">
${html(texts.footer_reason)} <a href="${escapeHtmlText(content.unsubscribeLink)}" style="color:${colours.primary.text}">${html(texts.unsubscribe)}</a><br>
${footer.map(escapeHtmlText).join('<br>')}
</td></tr>
</table></td></tr></table></body></html>`;

  return { subject: plain(mail.subject), text, html: htmlBody };
}
