// Replaced (ejected, one line): the theme's version adds `additionalLanguages` to the bundle every page loads; plugins/code-highlighting loads each page's grammars with that page instead.
export default function prismIncludeLanguages(): void {}
