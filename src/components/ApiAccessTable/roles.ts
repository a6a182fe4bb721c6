import { translate } from '@docusaurus/Translate';

/** The roles of a WEDA organization, least first (the same list as tooling/apiAccess.ts's ROLES). */
export type Role = 'Viewer' | 'Operator' | 'Organization Admin';

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
