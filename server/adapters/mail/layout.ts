/** A member shown in a notification mail: a face, a name and a line, linking to the profile. */
export interface MailPerson {
  name: string;
  /** e.g. "34 · Bayern". */
  detail: string;
  /** Absolute URL of the thumbnail on our own site or media host; null: the name's initial instead. */
  image: string | null;
  url: string;
}

/** The translated, interpolated parts of one e-mail, before any escaping. */
export interface MailContent {
  language: string;
  subject: string;
  /** icon: absolute URL of the site's icon (decorative: the name is text beside it). */
  site: { name: string; url: string; icon?: string };
  colour: { primary: string; contrast: string };
  heading: string;
  greeting: string;
  intro: string;
  /** Notification mails: the member or members the mail is about, under the intro. */
  people?: readonly MailPerson[];
  /** Facts as a two-column table under the intro (receipts, mandates): what and its value. */
  rows?: { label: string; value: string }[];
  button: { label: string; url: string };
  /** Links that expire (account mails) say when. */
  expiry?: string;
  copyLink: string;
  note?: string;
  footer: {
    reason: string;
    /** Only on notifications: where to turn them off. */
    notifications?: { text: string; url: string };
    /** Only on notifications: the one-click link that turns this type off (also in the List-Unsubscribe header). */
    unsubscribe?: { text: string; label: string; url: string };
    support: { text: string; email: string };
    company: string;
    imprint: string;
  };
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

// Mail clients drop <style> blocks and web fonts, so everything is inline and system fonts only.
const FONT = 'Arial, Helvetica, sans-serif';
const TEXT = '#1d1d1f';
const MUTED = '#5f6066';
const PAGE = '#f4f4f6';
const BORDER = '#e2e2e6';

function paragraph(text: string, style = ''): string {
  return `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;
}

/** A raw URL may break anywhere (a phone's narrow column); a worded label breaks between words. */
function link(url: string, label: string, colour: string, wrap: 'anywhere' | 'words' = 'anywhere'): string {
  return `<a href="${escapeHtml(url)}" style="color:${escapeHtml(colour)};${wrap === 'anywhere' ? 'word-break:break-all;' : ''}">${escapeHtml(label)}</a>`;
}

function rowsHtml(rows: MailContent['rows']): string {
  if (!rows?.length) return '';
  const cell = `padding:8px 0;border-bottom:1px solid ${BORDER};vertical-align:top;`;
  const lines = rows.map(
    (row) =>
      `<tr><td style="${cell}padding-right:16px;color:${MUTED};">${escapeHtml(row.label)}</td><td style="${cell}text-align:right;">${escapeHtml(row.value)}</td></tr>`,
  );
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;border-collapse:collapse;font-size:15px;">\n${lines.join('\n')}\n</table>`;
}

function footerHtml(content: MailContent): string {
  const { footer, colour } = content;
  const small = 'font-size:12px;line-height:1.5;';
  const notifications = footer.notifications
    ? [
        `<p style="margin:0 0 8px;${small}">${escapeHtml(footer.notifications.text)} ${link(footer.notifications.url, footer.notifications.url, colour.primary)}</p>`,
      ]
    : [];
  const unsubscribe = footer.unsubscribe
    ? [
        `<p style="margin:0 0 8px;${small}">${escapeHtml(footer.unsubscribe.text)} ${link(footer.unsubscribe.url, footer.unsubscribe.label, colour.primary, 'words')}</p>`,
      ]
    : [];
  return [
    `<p style="margin:0 0 8px;${small}">${escapeHtml(footer.reason)}</p>`,
    ...unsubscribe,
    ...notifications,
    `<p style="margin:0 0 8px;${small}">${escapeHtml(footer.support.text)} ${link(`mailto:${footer.support.email}`, footer.support.email, colour.primary)}</p>`,
    `<p style="margin:0;${small}">${escapeHtml(footer.company)}<br>${escapeHtml(footer.imprint)}</p>`,
  ].join('\n');
}

function initial(name: string): string {
  return escapeHtml(Array.from(name.trim())[0]?.toUpperCase() ?? '?');
}

/**
 * Faces side by side: inline blocks of a fixed width wrap by themselves (three a row at 600 px,
 * two on a phone), where a table would squeeze them. No image: the name's initial in the site's colour.
 */
function peopleHtml(people: readonly MailPerson[], colour: MailContent['colour']): string {
  const size = people.length === 1 ? 120 : 96;
  // 130 px a card: three to a row in the 536 px column, two on a 375 px phone.
  const width = people.length === 1 ? 200 : 130;
  const cards = people.map((person) => {
    const face = person.image
      ? `<img src="${escapeHtml(person.image)}" width="${size}" height="${size}" alt="" style="display:block;margin:0 auto;width:${size}px;height:${size}px;border-radius:50%;object-fit:cover;border:0;">`
      : `<div style="margin:0 auto;width:${size}px;height:${size}px;line-height:${size}px;border-radius:50%;background-color:${escapeHtml(colour.primary)};color:${escapeHtml(colour.contrast)};font-size:${Math.round(size / 2.5)}px;font-weight:bold;text-align:center;">${initial(person.name)}</div>`;
    return `<div style="display:inline-block;vertical-align:top;width:${width}px;margin:0 4px 16px;text-align:center;">
<a href="${escapeHtml(person.url)}" style="color:${TEXT};text-decoration:none;">${face}
<span style="display:block;margin-top:8px;font-weight:bold;font-size:16px;">${escapeHtml(person.name)}</span>
<span style="display:block;font-size:14px;color:${MUTED};">${escapeHtml(person.detail)}</span></a>
</div>`;
  });
  return `<div style="margin:8px 0 8px;text-align:center;font-size:0;">\n${cards.join('\n')}\n</div>`;
}

function siteHeader(site: MailContent['site'], contrast: string): string {
  const name = `<a href="${escapeHtml(site.url)}" style="color:${contrast};font-family:${FONT};font-size:22px;font-weight:bold;text-decoration:none;vertical-align:middle;">${escapeHtml(site.name)}</a>`;
  if (!site.icon) return name;
  const icon = `<img src="${escapeHtml(site.icon)}" width="36" height="36" alt="" style="display:inline-block;width:36px;height:36px;border:0;border-radius:8px;vertical-align:middle;margin-right:12px;">`;
  return `<a href="${escapeHtml(site.url)}" style="text-decoration:none;">${icon}</a>${name}`;
}

/** Table-based HTML with inline styles: the subset that Outlook, Gmail and Apple Mail all render alike. */
export function renderHtml(content: MailContent): string {
  const { colour, button } = content;
  const primary = escapeHtml(colour.primary);
  const contrast = escapeHtml(colour.contrast);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(content.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAGE};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${PAGE};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border:1px solid ${BORDER};">
<tr><td style="background-color:${primary};padding:20px 32px;">
${siteHeader(content.site, contrast)}
</td></tr>
<tr><td style="padding:32px;font-family:${FONT};font-size:16px;line-height:1.5;color:${TEXT};">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${TEXT};">${escapeHtml(content.heading)}</h1>
${paragraph(content.greeting)}
${paragraph(content.intro)}
${content.people?.length ? peopleHtml(content.people, colour) : ''}
${rowsHtml(content.rows)}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td style="background-color:${primary};border-radius:6px;">
<a href="${escapeHtml(button.url)}" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;font-weight:bold;color:${contrast};text-decoration:none;border-radius:6px;">${escapeHtml(button.label)}</a>
</td></tr>
</table>
${content.expiry ? paragraph(content.expiry) : ''}
<p style="margin:0 0 16px;font-size:14px;color:${MUTED};">${escapeHtml(content.copyLink)}<br>${link(button.url, button.url, colour.primary)}</p>
${content.note ? paragraph(content.note, `font-size:14px;color:${MUTED};`) : ''}
</td></tr>
<tr><td style="padding:24px 32px;border-top:1px solid ${BORDER};font-family:${FONT};color:${MUTED};">
${footerHtml(content)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The same content as plain text; the button becomes its label and the raw link. */
export function renderText(content: MailContent): string {
  const { footer } = content;
  return (
    [
      content.heading,
      content.greeting,
      content.intro,
      ...(content.people?.length ? [content.people.map((person) => `- ${person.name}, ${person.detail}: ${person.url}`).join('\n')] : []),
      ...(content.rows?.length ? [content.rows.map((row) => `${row.label}: ${row.value}`).join('\n')] : []),
      `${content.button.label}:\n${content.button.url}`,
      ...(content.expiry ? [content.expiry] : []),
      ...(content.note ? [content.note] : []),
      [
        '-- ',
        footer.reason,
        ...(footer.unsubscribe ? [`${footer.unsubscribe.text} ${footer.unsubscribe.url}`] : []),
        ...(footer.notifications ? [`${footer.notifications.text} ${footer.notifications.url}`] : []),
        `${footer.support.text} ${footer.support.email}`,
        footer.company,
        footer.imprint,
      ].join('\n'),
    ].join('\n\n') + '\n'
  );
}
