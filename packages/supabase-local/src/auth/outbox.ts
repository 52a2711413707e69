// Mails are written into the local outbox folder instead of being sent: a .json for programs and an .html to
// open in a browser. Links may only send the browser to the site or a loopback address.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackendContext } from '../contract';

/**
 * Where a link may send the browser: the site or a loopback address (the local dev servers); anything else
 * falls back to the site URL, as GoTrue falls back when redirect_to is not in its allow list.
 */
export function safeRedirect(ctx: BackendContext, wanted: string | null): string {
  const site = ctx.config.siteUrl;
  if (!wanted) return site;
  try {
    const url = new URL(wanted);
    const siteOrigin = new URL(site).origin;
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && (loopback || url.origin === siteOrigin)) {
      return url.toString();
    }
  } catch {
    // not a URL: use the site
  }
  return site;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface Mail {
  kind: 'recovery' | 'email_change';
  to: string;
  subject: string;
  /** The sentence before the link. */
  intro: string;
  link: string;
  linkText: string;
  otp?: string;
  redirectTo: string;
}

export async function writeMail(ctx: BackendContext, mail: Mail): Promise<void> {
  await mkdir(ctx.config.outboxDir, { recursive: true, mode: 0o700 });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const base = join(ctx.config.outboxDir, `${stamp}-${mail.kind}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}`);
  const html = `<!doctype html><meta charset="utf-8"><title>${mail.subject}</title>
<h2>${mail.subject}</h2>
<p>${mail.intro}</p>
<p><a href="${escapeHtml(mail.link)}">${mail.linkText}</a></p>${
    mail.otp ? `\n<p>Alternatively, enter the code: ${mail.otp}</p>` : ''
  }`;
  const json = {
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    link: mail.link,
    ...(mail.otp ? { otp: mail.otp } : {}),
    redirect_to: mail.redirectTo,
    created_at: new Date().toISOString(),
  };
  await writeFile(`${base}.html`, html, { mode: 0o600 });
  await writeFile(`${base}.json`, JSON.stringify(json, null, 2) + '\n', { mode: 0o600 });
}
