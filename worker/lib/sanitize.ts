import * as xssModule from "xss";

// CommonJS interop differs between the bundler and workerd's test loader (named export vs default).
const { FilterXSS } = ((xssModule as unknown as { default?: typeof xssModule }).default ?? xssModule) as typeof xssModule;

/**
 * The allow-list for rich text written by admins (snippets, summaries, email bodies).
 * Anything not listed is stripped, including every event handler and style attribute;
 * links may only point at http(s) or mailto.
 */
const richText = new FilterXSS({
  whiteList: {
    p: [],
    br: [],
    strong: [],
    b: [],
    em: [],
    i: [],
    u: [],
    s: [],
    ul: [],
    ol: [],
    li: [],
    blockquote: [],
    h1: [],
    h2: [],
    h3: [],
    h4: [],
    code: [],
    pre: [],
    hr: [],
    a: ["href", "title"],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "template", "noscript"],
  allowCommentTag: false,
  onTagAttr(tag, name, value) {
    if (tag === "a" && name === "href") {
      const href = value.trim();
      if (/^(https?:|mailto:)/i.test(href)) return `href="${href.replace(/"/g, "&quot;")}" rel="noopener noreferrer nofollow"`;
      return "";
    }
    return undefined;
  },
});

export function sanitizeHtml(html: string): string {
  return richText.process(html);
}
