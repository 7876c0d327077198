const escapeXml = (value: string) =>
  value.replace(/[<>&"']/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[ch] ?? ch);

function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if ((line + " " + word).trim().length > maxChars && line) {
      lines.push(line);
      line = word;
    } else {
      line = (line + " " + word).trim();
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

/** A generated SVG cover (title, author, gradient) as a data URL, for books without a scanned cover. */
export function generateCover(title: string, author: string, colors: [string, string]): string {
  const titleLines = wrap(title, 14, 4);
  const titleSvg = titleLines
    .map(
      (line, i) =>
        `<text x="150" y="${150 + i * 40}" text-anchor="middle" font-size="30" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join("");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450" viewBox="0 0 300 450">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>` +
    `<rect width="300" height="450" fill="url(#g)"/>` +
    `<rect x="18" y="18" width="264" height="414" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>` +
    `<g fill="#ffffff" font-family="Georgia, serif">${titleSvg}` +
    `<text x="150" y="390" text-anchor="middle" font-size="18" font-style="italic">${escapeXml(author)}</text></g></svg>`;
  return `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
}
