import type { MailMessage } from './mailer.js';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, intro: string, action: string, link: string, outro: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f6f7f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1a1d21">
<div style="max-width:520px;margin:32px auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
<p style="font-size:16px;line-height:1.5">${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#1f6f5c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>
<p style="font-size:14px;line-height:1.5;color:#555">Or paste this link into your browser:<br><span style="word-break:break-all">${escapeHtml(link)}</span></p>
<p style="font-size:14px;line-height:1.5;color:#555">${escapeHtml(outro)}</p>
<p style="font-size:13px;color:#888;margin-top:32px">MedGrid — where medical minds come to think</p>
</div></body></html>`;
}

export function confirmationMail(to: string, username: string, link: string): MailMessage {
  const intro = `Hi ${username}, welcome to MedGrid! Confirm your email address to finish creating your account.`;
  const outro =
    'The link works for 24 hours. If you did not sign up for MedGrid, you can ignore this email.';
  return {
    to,
    subject: 'Confirm your MedGrid account',
    text: `${intro}\n\nConfirm your email: ${link}\n\n${outro}\n\nMedGrid — where medical minds come to think`,
    html: layout('Confirm your email', intro, 'Confirm email', link, outro),
    link,
  };
}

export function resetPasswordMail(to: string, username: string, link: string): MailMessage {
  const intro = `Hi ${username}, we received a request to reset your MedGrid password.`;
  const outro =
    'The link works for 1 hour and only once. If you did not ask for a new password, you can ignore this email: your password stays the same.';
  return {
    to,
    subject: 'Reset your MedGrid password',
    text: `${intro}\n\nChoose a new password: ${link}\n\n${outro}\n\nMedGrid — where medical minds come to think`,
    html: layout('Reset your password', intro, 'Choose a new password', link, outro),
    link,
  };
}
