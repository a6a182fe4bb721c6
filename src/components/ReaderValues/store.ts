/**
 * The reader's own values for the samples (issue 42), per product (`edgehub`, `weda`): in this
 * browser only, session storage by default, local storage when the reader asks to be remembered on
 * this device. Nothing here is sent anywhere; the request panel reads its copy through
 * src/clientModules/requestPanelValues.ts (the storage contract in src/theme/README.md).
 */
import { useSyncExternalStore } from 'react';
import { storageKey, storages, storedValues, type StoredValues } from './stored';

export interface ReaderValuesState {
  /** The stored values, or undefined when the reader has none for the product. */
  readonly values?: StoredValues;
  /** Kept in local storage ("remember on this device"). */
  readonly remember: boolean;
  /** The reader asked this page to show the placeholders instead. */
  readonly placeholders: boolean;
}

const EMPTY: ReaderValuesState = { remember: false, placeholders: false };
const listeners = new Set<() => void>();
const placeholderProducts = new Set<string>();
const snapshots = new Map<string, ReaderValuesState>();

function read(product: string): ReaderValuesState {
  const placeholders = placeholderProducts.has(product);
  const stored = storedValues(product);
  return stored ? { ...stored, placeholders } : { remember: false, placeholders };
}

function changed(): void {
  snapshots.clear();
  for (const listener of listeners) listener();
}

/** The reader's values for a product in the current storage, the same object until they change. */
export function readerValues(product: string): ReaderValuesState {
  let snapshot = snapshots.get(product);
  if (!snapshot) {
    snapshot = read(product);
    snapshots.set(product, snapshot);
  }
  return snapshot;
}

export function saveReaderValues(product: string, values: StoredValues, remember: boolean): void {
  for (const [storage] of storages()) storage.removeItem(storageKey(product));
  const kept = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
  const target = storages().find(([, persistent]) => persistent === remember)?.[0];
  target?.setItem(storageKey(product), JSON.stringify({ values: kept }));
  placeholderProducts.delete(product);
  changed();
}

export function clearReaderValues(product: string): void {
  for (const [storage] of storages()) storage.removeItem(storageKey(product));
  placeholderProducts.delete(product);
  changed();
}

/** Show the placeholders on this page (true) or the reader's values again (false); not stored. */
export function showPlaceholders(product: string, show: boolean): void {
  if (show) placeholderProducts.add(product);
  else placeholderProducts.delete(product);
  changed();
}

/** Another tab saved or cleared values (local storage only raises this event across tabs). */
function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key.startsWith('portal.values.')) changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The reader's values for `product`; none while the page is rendered on the server and hydrated. */
export function useReaderValues(product: string | undefined): ReaderValuesState {
  return useSyncExternalStore(
    subscribe,
    () => (product ? readerValues(product) : EMPTY),
    () => EMPTY,
  );
}
