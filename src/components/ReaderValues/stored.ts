/**
 * How the reader's values are kept in this browser (./store.ts writes them): one entry per product,
 * `portal.values.<product>`, in session storage, or in local storage when the reader asked to be
 * remembered on this device. Apart from the store so that the request panel's client module, which
 * every page carries, reads them without the store (src/clientModules/requestPanelValues.ts).
 */

/** Values by slot: `origin`, `accessToken`, a path parameter's name, or `server`/`var.<name>` for the form. */
export type StoredValues = Readonly<Record<string, string>>;

export const storageKey = (product: string): string => `portal.values.${product}`;

/** Session storage first, then local storage ("remember on this device"); none where storage is refused. */
export function storages(): Array<[Storage, boolean]> {
  try {
    return [
      [window.sessionStorage, false],
      [window.localStorage, true],
    ];
  } catch {
    return [];
  }
}

/** The product's non-empty values and where they are kept, or undefined when there are none. */
export function storedValues(product: string): { values: StoredValues; remember: boolean } | undefined {
  for (const [storage, remember] of storages()) {
    try {
      const raw = storage.getItem(storageKey(product));
      if (!raw) continue;
      const parsed = JSON.parse(raw) as { values?: unknown };
      if (!parsed.values || typeof parsed.values !== 'object') continue;
      const values = Object.fromEntries(
        Object.entries(parsed.values as Record<string, unknown>).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
        ),
      );
      if (Object.keys(values).length > 0) return { values, remember };
    } catch {
      // A value another script wrote in another shape: as if there were none.
    }
  }
  return undefined;
}
