import { translate } from '@docusaurus/Translate';
import { useLocale } from '@site/src/hooks/useLocale';
import { edgehubTags } from '@site/src/data/facts/edgehubMqtt';
import type { TagSetting } from '@site/tooling/asyncapi/mqttSpec';

const settings: readonly TagSetting[] = edgehubTags.settings;

/** Text with `code` spans, as the AsyncAPI document writes its descriptions. */
function WithCode({ text }: { text: string }): JSX.Element {
  return <>{text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>;
}

function defaultOf(setting: TagSetting): JSX.Element | string {
  if (setting.required) {
    return translate({
      id: 'portal.tags.required',
      message: 'required',
      description: 'Default column: the setting must be given',
    });
  }
  if (setting.default === undefined) return '-';
  if (setting.default === '') {
    return translate({ id: 'portal.tags.empty', message: 'empty', description: 'Default column: an empty text' });
  }
  return <code>{typeof setting.default === 'string' ? setting.default : JSON.stringify(setting.default)}</code>;
}

function rangeOf(setting: TagSetting): JSX.Element | string {
  if (setting.enum) {
    const separator = translate({
      id: 'portal.tags.range.separator',
      message: ', ',
      description: 'Between the allowed values in the Range column of the tag settings table',
    });
    const values = setting.enum.map((value) => `\`${value}\``).join(separator);
    return (
      <WithCode
        text={translate(
          { id: 'portal.tags.range.enum', message: 'one of {values}', description: 'Range column: the allowed values' },
          { values },
        )}
      />
    );
  }
  if (setting.maxItems !== undefined) {
    return translate(
      {
        id: 'portal.tags.range.items',
        message: '{min}-{max} names, each up to {length} characters',
        description: 'Range column of a list of names (states)',
      },
      { min: setting.minItems ?? 0, max: setting.maxItems, length: setting.itemMaxLength ?? '-' },
    );
  }
  if (setting.maxLength !== undefined) {
    return translate(
      {
        id: 'portal.tags.range.maxLength',
        message: 'up to {length} characters',
        description: 'Range column of a text',
      },
      { length: setting.maxLength },
    );
  }
  if (setting.maximum !== undefined) return `${setting.minimum}-${setting.maximum}`;
  if (setting.type === 'boolean')
    return (
      <WithCode
        text={translate({
          id: 'portal.tags.range.boolean',
          message: '`true` or `false`',
          description: 'Range column of a yes/no setting',
        })}
      />
    );
  return translate({
    id: 'portal.tags.range.number',
    message: 'any number',
    description: 'Range column of a number without limits',
  });
}

/**
 * The settings of a tag in a gateway's configuration, generated from the AsyncAPI document's
 * `ConfigTag` schema (generated/facts/edgehubMqtt.ts): names, meanings in the reader's language,
 * defaults and ranges, so the Tag management page and the protocol never disagree.
 */
export default function EdgeHubTagSettings(): JSX.Element {
  const locale = useLocale();
  return (
    <table data-facts="edgehub-tag-settings">
      <thead>
        <tr>
          <th>
            {translate({
              id: 'portal.tags.column.setting',
              message: 'Setting',
              description: 'Column of the tag settings table',
            })}
          </th>
          <th>
            {translate({
              id: 'portal.tags.column.meaning',
              message: 'Meaning',
              description: 'Column of the tag settings table',
            })}
          </th>
          <th>
            {translate({
              id: 'portal.tags.column.default',
              message: 'Default',
              description: 'Column of the tag settings table',
            })}
          </th>
          <th>
            {translate({
              id: 'portal.tags.column.range',
              message: 'Range',
              description: 'Column of the tag settings table',
            })}
          </th>
        </tr>
      </thead>
      <tbody>
        {settings.map((setting) => (
          <tr key={setting.name}>
            <td>
              <code>{setting.name}</code>
            </td>
            <td>
              <WithCode text={setting.description[locale]} />
            </td>
            <td>{defaultOf(setting)}</td>
            <td>{rangeOf(setting)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
