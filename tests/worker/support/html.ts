/** Reads a worker-rendered HTML page with workerd's own streaming parser (HTMLRewriter). */
export interface HtmlReport {
  title: string;
  h1: string;
  metas: Record<string, string>;
  canonical: string | null;
  scripts: { type: string | null; text: string }[];
  elements: string[];
  /** Every on* attribute anywhere, as tag.attr: must stay empty. */
  eventHandlers: string[];
  images: { src: string; alt: string }[];
  links: { href: string; text: string }[];
  listItems: string[];
  paragraphs: string[];
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Text chunks and attribute values come raw from the parser; this decodes the entities the worker writes. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#")
      return String.fromCodePoint(name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return NAMED[name] ?? whole;
  });
}

export async function inspectHtml(html: string): Promise<HtmlReport> {
  const report: HtmlReport = {
    title: "",
    h1: "",
    metas: {},
    canonical: null,
    scripts: [],
    elements: [],
    eventHandlers: [],
    images: [],
    links: [],
    listItems: [],
    paragraphs: [],
  };
  const attr = (el: Element, name: string) => {
    const value = el.getAttribute(name);
    return value === null ? null : decodeEntities(value);
  };
  let link: { href: string; text: string } | null = null;
  let li = "";
  let p = "";
  const rewriter = new HTMLRewriter()
    .on("*", {
      element(el) {
        report.elements.push(el.tagName);
        for (const [name] of el.attributes) if (name && /^on/i.test(name)) report.eventHandlers.push(`${el.tagName}.${name}`);
      },
    })
    .on("title", {
      text(t) {
        report.title += t.text;
      },
    })
    .on("h1", {
      text(t) {
        report.h1 += t.text;
      },
    })
    .on("meta", {
      element(el) {
        const key = attr(el, "property") ?? attr(el, "name");
        const content = attr(el, "content");
        if (key && content !== null) report.metas[key] = content;
      },
    })
    .on('link[rel="canonical"]', {
      element(el) {
        report.canonical = attr(el, "href");
      },
    })
    .on("script", {
      element(el) {
        report.scripts.push({ type: attr(el, "type"), text: "" });
      },
      text(t) {
        report.scripts.at(-1)!.text += t.text;
      },
    })
    .on("img", { element: (el) => void report.images.push({ src: attr(el, "src") ?? "", alt: attr(el, "alt") ?? "" }) })
    .on("a", {
      element(el) {
        link = { href: attr(el, "href") ?? "", text: "" };
        report.links.push(link);
      },
      text(t) {
        if (link) link.text += t.text;
      },
    })
    .on("li", {
      element(el) {
        li = "";
        el.onEndTag(() => void report.listItems.push(decodeEntities(li)));
      },
      text(t) {
        li += t.text;
      },
    })
    .on("section p", {
      element(el) {
        p = "";
        el.onEndTag(() => void report.paragraphs.push(decodeEntities(p)));
      },
      text(t) {
        p += t.text;
      },
    });
  await rewriter.transform(new Response(html)).text();
  report.title = decodeEntities(report.title);
  report.h1 = decodeEntities(report.h1);
  for (const l of report.links) l.text = decodeEntities(l.text).trim();
  return report;
}
