/** Words of a Markdown page's prose: front matter, code blocks and markup removed. */
export function proseWords(markdown: string): number {
  const body = markdown
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\{#[\w-]+\}/g, ' ')
    .replace(/[#>*_`|:-]+/g, ' ');
  return body.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}
