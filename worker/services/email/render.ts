import { Marked } from "marked";
import { escapeHtml } from "../../lib/html";
import { sanitizeHtml } from "../../lib/sanitize";

const markdown = new Marked({ gfm: true, breaks: false, async: false });

export interface RenderedBody {
  /** Sanitized HTML of the Markdown body alone (what the preview and the email share). */
  bodyHtml: string;
  /** The plain-text alternative, generated from the sanitized HTML. */
  text: string;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z0-9]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1]?.toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Plain text from the (already sanitized, so small and predictable) HTML. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) => {
        const text = label.replace(/<[^>]+>/g, "").trim();
        return text && text !== href ? `${text} (${href})` : href;
      })
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<li\b[^>]*>/gi, "- ")
      .replace(/<hr\b[^>]*>/gi, "\n----\n")
      .replace(/<\/(p|h[1-6]|li|ul|ol|blockquote|pre)>/gi, "\n\n")
      .replace(/<[^>]+>/g, ""),
  )
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Markdown -> sanitized HTML (raw HTML in the Markdown goes through the same allow-list) + plain text. */
export function renderMarkdown(source: string): RenderedBody {
  const raw = markdown.parse(source) as string;
  const bodyHtml = sanitizeHtml(raw).trim();
  return { bodyHtml, text: htmlToText(bodyHtml) };
}

/** The whole message: a minimal HTML document, with an unsubscribe footer for marketing mail. */
export function renderEmail(subject: string, source: string, unsubscribeUrl?: string): RenderedEmail {
  const { bodyHtml, text } = renderMarkdown(source);
  const footerHtml = unsubscribeUrl
    ? `<hr><p style="font-size:12px;color:#6b7280">You receive this because you have a Chapterly account. <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`
    : "";
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111827;max-width:600px;margin:0 auto;padding:16px">` +
    `${bodyHtml}${footerHtml}</body></html>`;
  const textWithFooter = unsubscribeUrl ? `${text}\n\n----\nUnsubscribe: ${unsubscribeUrl}` : text;
  return { html, text: textWithFooter };
}
