/** The fenced code blocks of a Markdown or MDX page, and the programs marked on them to be run. */

export interface CodeBlock {
  readonly language: string;
  readonly meta: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly code: string;
}

/** Fenced code blocks of a Markdown or MDX text, with the line of each opening fence. */
export function codeBlocks(text: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^\s*(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(lines[i] as string);
    if (!open) continue;
    const fence = open[1] as string;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(lines[j] as string);
      if (close && (close[1] as string)[0] === fence[0] && (close[1] as string).length >= fence.length) break;
      body.push(lines[j] as string);
    }
    blocks.push({
      language: (open[2] as string).toLowerCase(),
      meta: (open[3] as string).trim(),
      line: i + 1,
      code: body.join('\n'),
    });
    i = j;
  }
  return blocks;
}

/** A program fenced on a page and marked to be run (`run=graphql`, `run=mqtt`). */
export interface MarkedProgram<L extends string> {
  /** `file:line` of the fence. */
  readonly label: string;
  readonly language: L;
  readonly source: string;
}

/**
 * The fences of some pages whose meta has `mark`, by the language each fence names (identical
 * programs once: a page and its translation share them); a mark on a fence of another language is
 * a problem.
 */
export function markedPrograms<L extends string>(
  pages: ReadonlyArray<{ readonly shown: string; readonly text: string }>,
  mark: string,
  languageOfFence: ReadonlyMap<string, L>,
): { jobs: Array<MarkedProgram<L>>; problems: string[] } {
  const seen = new Set<string>();
  const jobs: Array<MarkedProgram<L>> = [];
  const problems: string[] = [];
  for (const page of pages) {
    for (const block of codeBlocks(page.text)) {
      if (!block.meta.split(/\s+/).includes(mark)) continue;
      const language = languageOfFence.get(block.language);
      const where = `${page.shown}:${block.line}`;
      if (!language) {
        problems.push(
          `${where}: ${mark} on a ${block.language} block (runnable: ${[...languageOfFence.keys()].join(', ')})`,
        );
        continue;
      }
      if (seen.has(block.code)) continue;
      seen.add(block.code);
      jobs.push({ label: where, language, source: block.code });
    }
  }
  return { jobs, problems };
}
