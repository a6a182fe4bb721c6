import { useCallback, useRef, useState } from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

/** The page's Markdown copy, written by plugins/markdown-copies at build time. */
async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

async function copyFrom(url: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      // The write starts within the click, the text follows: Safari refuses a write that starts
      // after an await, once the click no longer counts as the reader's gesture.
      const blob = fetchMarkdown(url).then((text) => new Blob([text], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Browsers without promised clipboard items: fetch first, then write the text.
    }
  }
  await navigator.clipboard.writeText(await fetchMarkdown(url));
}

/**
 * "Copy page as Markdown": copies the page's `.md` copy to the clipboard, for pasting into an
 * assistant, and says so in a live region (screen readers announce it; sighted readers see it).
 */
export default function CopyPageMarkdown({ permalink }: { permalink: string }): JSX.Element {
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<number | undefined>(undefined);
  const markdownUrl = `${permalink.replace(/\/$/, '')}.md`;
  const copy = useCallback(async () => {
    window.clearTimeout(timer.current);
    setStatus('idle');
    try {
      await copyFrom(markdownUrl);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    timer.current = window.setTimeout(() => setStatus('idle'), 8000);
  }, [markdownUrl]);

  return (
    <div className={`copy-page-markdown ${styles.copyPage}`}>
      <button type="button" className="button button--secondary button--sm" onClick={() => void copy()}>
        <Translate id="portal.copyPage.button" description="Button above a doc page that copies the page as Markdown">
          Copy page as Markdown
        </Translate>
      </button>
      <span role="status" className={styles.status}>
        {status === 'copied' && (
          <Translate id="portal.copyPage.copied" description="Announced once the page's Markdown is on the clipboard">
            Copied the page as Markdown
          </Translate>
        )}
        {status === 'failed' && (
          <>
            <Translate id="portal.copyPage.failed" description="Shown when the page's Markdown could not be copied">
              Could not copy the page.
            </Translate>{' '}
            <a href={markdownUrl}>
              <Translate id="portal.copyPage.open" description="Link to the page's Markdown when copying failed">
                Open its Markdown
              </Translate>
            </a>
          </>
        )}
      </span>
    </div>
  );
}
