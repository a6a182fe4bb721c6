// Wrapped so that a code block is not tokenized and rendered a second time from scratch when hydration ends: the theme remounts it for a colour mode switch this site does not have (src/components/StableTabs).
import CodeBlock from '@theme-original/CodeBlock';
import { withoutRemount } from '@site/src/components/StableTabs';

export default withoutRemount(CodeBlock);
