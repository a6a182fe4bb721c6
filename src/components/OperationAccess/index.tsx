import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type { Role } from '@site/src/components/ApiAccessTable/roles';
import { roleLabel } from '@site/src/components/ApiAccessTable/roles';
import styles from './styles.module.css';

interface Props {
  /** The token scope the operation needs; absent when the request body authenticates the call. */
  scope?: string;
  role?: Role;
  /** The page with the table of every scope, its operations and roles. */
  table: string;
}

/**
 * "Requires: scope …, role …" under an operation's title, written into the page by
 * tooling/openapi/apiPageMarkdown.ts from the operation's `x-weda-access` (tooling/openapi/apiAccess.ts).
 */
export default function OperationAccess({ scope, role, table }: Props): JSX.Element {
  const allScopes = (
    <Link to={table}>
      <Translate id="portal.api.access.table" description="Link from an operation's access line to the table of scopes">
        every scope
      </Translate>
    </Link>
  );
  let needs: JSX.Element;
  if (!scope || !role) {
    needs = (
      <Translate
        id="portal.api.access.credentials"
        description="Access line of an operation whose request body carries the credentials (the token endpoint)">
        no scope or role: the credentials in the request authenticate the call
      </Translate>
    );
  } else if (role === 'Organization Admin') {
    needs = (
      <Translate
        id="portal.api.access.scopeTopRole"
        description="Access line of an operation that only the highest role may call; {scope} and {role} are filled in"
        values={{ scope: <code>{scope}</code>, role: <strong>{roleLabel(role)}</strong> }}>
        {'scope {scope} and the role {role}'}
      </Translate>
    );
  } else {
    needs = (
      <Translate
        id="portal.api.access.scopeRole"
        description="Access line of an operation: its token scope and least role; {scope} and {role} are filled in"
        values={{ scope: <code>{scope}</code>, role: <strong>{roleLabel(role)}</strong> }}>
        {'scope {scope} and the role {role} or higher'}
      </Translate>
    );
  }
  return (
    <p className={styles.access} data-api-access={scope ?? 'none'}>
      <Translate
        id="portal.api.access.line"
        description="The access line of an API operation page: {label} is 'Requires', {needs} the scope and role, {table} the link to every scope"
        values={{
          label: (
            <strong>
              <Translate id="portal.api.access.label" description="Start of the access line of an API operation page">
                Requires
              </Translate>
            </strong>
          ),
          needs,
          table: allScopes,
        }}>
        {'{label}: {needs} ({table})'}
      </Translate>
    </p>
  );
}
