/**
 * Imported by every page that shows code, before the grammars it needs (see ../remark.ts): registers
 * the highlighter (Prism's core and the Highlight component over it) with the stand-in for
 * `prism-react-renderer` that the theme's code blocks import.
 */
import { Highlight, Prism } from './prismHighlight';
import { registerHighlighter } from './highlight';

registerHighlighter({ Highlight, Prism });
