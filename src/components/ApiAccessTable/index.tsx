import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { useLocale } from '@site/src/hooks/useLocale';
import { wedaAccess } from '@site/generated/facts/wedaAccess';
import { roleLabel } from './roles';

/**
 * Every token scope of the WEDA API with the operations that need it and their least role, from the
 * spec's `x-weda-access` (generated/facts/wedaAccess.ts, written by npm run gen-api): what a
 * least-privilege token or service account is designed from.
 */
export default function ApiAccessTable(): JSX.Element {
  const locale = useLocale();
  const separator = translate({
    id: 'portal.api.access.separator',
    message: ', ',
    description: 'Between the operations of one scope in the table of API scopes',
  });
  return (
    <table data-facts="weda-access">
      <thead>
        <tr>
          <th>
            <Translate id="portal.api.access.column.scope" description="Column of the table of API scopes">
              Scope
            </Translate>
          </th>
          <th>
            <Translate
              id="portal.api.access.column.role"
              description="Column of the table of API scopes: the least role">
              Least role
            </Translate>
          </th>
          <th>
            <Translate id="portal.api.access.column.operations" description="Column of the table of API scopes">
              Operations
            </Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {wedaAccess.map((row) => (
          <tr key={`${row.scope} ${row.role}`}>
            <td>
              <code>{row.scope}</code>
            </td>
            <td>{roleLabel(row.role)}</td>
            <td>
              {row.operations.map((op, index) => (
                <span key={op.href}>
                  {index > 0 ? separator : ''}
                  <Link to={op.href}>{op.summary[locale]}</Link>
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
