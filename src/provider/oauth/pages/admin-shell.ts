/**
 * What every administration screen shares (docs/identity.md#administration): the heading with who is signed
 * in, the People and Clients tabs, the audit log of the latest actions (who, what, when), and the page that
 * shows a secret or a set-password link once, the link also as a QR code for a phone.
 */
import QRCode from 'qrcode';
import type { AuditEntry } from '../admin/store/audit-store.ts';
import { html, layout, SafeHtml } from './html.ts';

export type AdminTab = 'people' | 'clients';

/** How many audit entries the pages show: the latest, newest first. */
export const AUDIT_SHOWN = 20;

const TABS: readonly { tab: AdminTab; href: string; label: string }[] = [
  { tab: 'people', href: '/admin', label: 'People' },
  { tab: 'clients', href: '/admin/clients', label: 'Clients' },
];

/** `2026-01-15 09:00 UTC`: one zone for every administrator, whichever replica wrote the entry. */
export const when = (at: number): string =>
  `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function auditTable(entries: readonly AuditEntry[]): SafeHtml {
  if (entries.length === 0) return html`<p class="muted">Nothing has been changed here yet.</p>`;
  return html`<table class="log">
    <thead>
      <tr>
        <th scope="col">Who</th>
        <th scope="col">What</th>
        <th scope="col">When</th>
      </tr>
    </thead>
    <tbody>
      ${entries.map(
        (entry) =>
          html`<tr>
            <td>${entry.actor}</td>
            <td>${entry.action} ${entry.target}</td>
            <td class="when">${when(entry.at)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

export interface AdminFrame {
  csrf: string;
  /** The administrator signed in. */
  email: string;
  audit: readonly AuditEntry[];
}

/** An administration screen: `content` between the tabs and the audit log. */
export function adminLayout(title: string, tab: AdminTab, frame: AdminFrame, content: SafeHtml): SafeHtml {
  return layout(
    title,
    html`<h1>${title}</h1>
      <p class="muted">Signed in as ${frame.email}, administrator</p>
      <nav class="tabs" aria-label="Administration">
        ${TABS.map((t) =>
          t.tab === tab
            ? html`<a href="${t.href}" aria-current="page">${t.label}</a>`
            : html`<a href="${t.href}">${t.label}</a>`,
        )}
      </nav>
      ${content}
      <h2 class="part">Recent changes</h2>
      ${auditTable(frame.audit)}
      <form method="post" action="/account/signout">
        <input type="hidden" name="csrf" value="${frame.csrf}" />
        <button class="secondary" type="submit">Sign out</button>
      </form>`,
    html`<a href="/account">Your apps</a>`,
    true,
  );
}

/** The link as a QR code (inline SVG: the pages load nothing, PAGE_CSP), for a phone held up to the screen. */
export async function qrOf(link: string): Promise<SafeHtml> {
  const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return html`<div class="qr" role="img" aria-label="QR code of the link">${new SafeHtml(svg)}</div>`;
}

/** A page that shows something once: what it is, the values, and where to go back to. */
export function shownOncePage(view: {
  title: string;
  text: string;
  values: readonly { label: string; value: string }[];
  qr?: SafeHtml;
  back: { href: string; label: string };
}): SafeHtml {
  return layout(
    view.title,
    html`<h1>${view.title}</h1>
      <p>${view.text}</p>
      ${view.values.map(
        ({ label, value }) =>
          html`<p class="muted">${label}</p>
            <p class="secret">${value}</p>`,
      )}
      ${view.qr ?? ''}
      <p class="warning">This is shown only now: copy it before you leave this page.</p>
      <a class="button" href="${view.back.href}">${view.back.label}</a>`,
  );
}
