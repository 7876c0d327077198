/** Markdown text from data: no line may start a heading or list, and nothing becomes a link or HTML. */
export function mdText(text: string): string {
  return text.replace(/[\\`*_{}[\]<>#|!]/g, (ch) => `\\${ch}`).replace(/\s*\n\s*/g, " ");
}
