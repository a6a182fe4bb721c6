// Replaced: the theme draws "Array [" and "]" as <li>s inside <div>s (axe "listitem") at 4.4:1 contrast (opacity 0.6).
/** The opening bracket shown before the item schema of an array. */
export function OpeningArrayBracket(): JSX.Element {
  return <div className="api-array-bracket api-array-bracket--open">Array [</div>;
}

/** The closing bracket shown after the item schema of an array. */
export function ClosingArrayBracket(): JSX.Element {
  return <div className="api-array-bracket">]</div>;
}
