import { translate } from '@docusaurus/Translate';
import type { Role } from '@site/tooling/openapi/apiAccess';

/** The roles of a WEDA organization (tooling/openapi/apiAccess.ts's ROLES, least first). */
export type { Role };

/** A role as the console names it, with the reader's language where that differs. */
export function roleLabel(role: Role): string {
  switch (role) {
    case 'Viewer':
      return translate({ id: 'portal.api.access.role.viewer', message: 'Viewer', description: 'WEDA role name' });
    case 'Operator':
      return translate({ id: 'portal.api.access.role.operator', message: 'Operator', description: 'WEDA role name' });
    case 'Organization Admin':
      return translate({
        id: 'portal.api.access.role.organizationAdmin',
        message: 'Organization Admin',
        description: 'WEDA role name',
      });
  }
}
