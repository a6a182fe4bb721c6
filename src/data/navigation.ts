/**
 * The navbar's menus and the footer's columns as data, in both locales: docusaurus.config.ts turns
 * them into theme config, the tests compare the served menus with them, and a unit test pins them
 * to literal lists. Entries come from the doc-set table (`placement`), the family hubs and the
 * site's own links; a new set lands in its menu by its row.
 */
import {
  docSets,
  families,
  familyHubs,
  landingUrl,
  menuOrder,
  productSets,
  type DocSet,
  type Localized,
} from './docSets';
import { externalLinks, footerText, navbarText } from './site';

/** A link: `to` a page of the site (without locale prefix), or `href` elsewhere. */
export type NavLink = { readonly label: Localized } & ({ readonly to: string } | { readonly href: string });

export interface NavMenu {
  readonly id: 'discover' | 'documentations' | 'apiHubs';
  readonly label: Localized;
  readonly items: readonly NavLink[];
}

type Placed = NavLink & { readonly order: number };

/** The site's own entries of each menu, at their positions among the sets. */
const siteEntries: Readonly<Record<NavMenu['id'], readonly Placed[]>> = {
  discover: [
    { label: navbarText.training, to: '/training', order: 2 },
    { label: navbarText.blog, href: externalLinks.blog, order: 3 },
    { label: navbarText.catalog, href: externalLinks.catalog, order: 4 },
  ],
  documentations: familyHubs.map((hub) => ({ label: hub.label, to: `/${hub.id}`, order: hub.order })),
  apiHubs: [],
};

function menu(id: NavMenu['id']): NavMenu {
  const fromSets: Placed[] = docSets.flatMap((set) => {
    const order = menuOrder(set, id);
    return order === undefined ? [] : [{ label: set.label, to: landingUrl(set), order }];
  });
  const items = [...fromSets, ...siteEntries[id]]
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...link }) => link as NavLink);
  return { id, label: navbarText[id], items };
}

/** The navbar's dropdown menus, left to right. */
export const navbarMenus: readonly NavMenu[] = [menu('discover'), menu('documentations'), menu('apiHubs')];

export interface FooterColumn {
  readonly title: Localized;
  readonly items: readonly NavLink[];
}

/** The footer: one column per product family (its sets), then the company's links. */
export const footerColumns: readonly FooterColumn[] = [
  ...families.map((family) => ({
    title: family.label,
    items: productSets
      .filter((set: DocSet) => set.family === family.id)
      .map((set: DocSet) => ({ label: set.label, to: landingUrl(set) })),
  })),
  {
    title: footerText.company,
    items: [
      { label: navbarText.training, to: '/training' },
      { label: navbarText.blog, href: externalLinks.blog },
      { label: footerText.privacy, href: externalLinks.privacy },
    ],
  },
];
