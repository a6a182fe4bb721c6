/**
 * Stand-in for the OpenAPI schema helpers that write a field's constraints
 * ("Possible values: `<= 80 characters`", "Value must match regular expression …").
 *
 * Why: the theme's Schema component imports them from the generator package
 * (`docusaurus-plugin-openapi-docs/lib/markdown/schema`), whose text is English
 * only, and the parameter and header components use the theme's copy, which
 * translates just the "Possible values:" label. Aliased by plugins/browser-stand-ins
 * for both import paths, this module keeps the original functions and passes
 * their text through translate(), so a zh-tw page says 「可能的值：`<= 80 個字元`」.
 * Safe: same inputs and outputs as the original (a Markdown string or undefined);
 * only the English words change, the constraint values and code spans stay.
 */
import { translate } from '@docusaurus/Translate';
// The `.js` suffix keeps this import out of the alias that points here.
import * as original from 'docusaurus-plugin-openapi-docs/lib/markdown/schema.js';

export const getSchemaName = original.getSchemaName;

export function getQualifierMessage(schema) {
  const message = original.getQualifierMessage(schema);
  if (!message) return message;
  const characters = translate({
    id: 'portal.api.qualifier.characters',
    message: 'characters',
    description: 'Unit after a length limit of a field, as in `<= 80 characters`',
  });
  return message
    .replace(
      '**Possible values:** ',
      `**${translate({ id: 'theme.openapi.schemaItem.possibleValues', message: 'Possible values:' })}** `,
    )
    .replace(
      'Value must match regular expression',
      translate({
        id: 'portal.api.qualifier.pattern',
        message: 'Value must match regular expression',
        description: 'Before the regular expression that a field value must match',
      }),
    )
    .replace(/ characters`/g, ` ${characters}\``)
    .replace(
      '`non-empty`',
      `\`${translate({ id: 'portal.api.qualifier.nonEmpty', message: 'non-empty', description: 'A field that must not be empty' })}\``,
    )
    .replace(
      /` and `/g,
      `\` ${translate({ id: 'portal.api.qualifier.and', message: 'and', description: 'Between a minimum and a maximum, as in `>= 1` and `<= 10`' })} \``,
    );
}
