/**
 * Whether the code below is shown. A code block inside a hidden tab panel (the seven code samples
 * not chosen, the response examples behind their "Example" tab) renders its lines as plain text,
 * in the served HTML and at hydration alike, and is tokenized when its panel is opened: an API page
 * then builds and hydrates a few hundred elements where it built about 1,300 token spans. The
 * `TabItem` wrapper (src/theme/TabItem) provides it.
 */
import { createContext } from 'react';

export const CodeShownContext = createContext(true);
