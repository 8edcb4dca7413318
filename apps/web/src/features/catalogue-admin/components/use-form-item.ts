import { useLocation } from 'react-router';

/** The item an edit screen was opened with (navigation state), or null on an add screen. */
export function useFormItem<T>(): { item: T | null; edit: boolean } {
  const state = useLocation().state as { item?: T } | null;
  const item = state?.item ?? null;
  return { item, edit: item !== null };
}
