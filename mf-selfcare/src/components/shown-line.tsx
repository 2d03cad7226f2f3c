import { createContext, useContext, useDeferredValue, useMemo, type ReactNode } from 'react';
import type { SelectedLine, UserLine } from '@atlas/contracts';
import { selectSelectedLine, selectSelectedUserLine, useAppSelector } from '@atlas/runtime';

interface ShownLine {
  selectedLine: SelectedLine | null;
  selectedUserLine: UserLine | null;
}

const ShownLineContext = createContext<ShownLine | null>(null);

/**
 * The selected line as the pages' content shows it (balances, home cards, services). A change of
 * line is answered at once where it is chosen (the line summary's picker, the header's menu: they
 * read the store); what is drawn from the line follows in a render React may interrupt, so the
 * choice is painted before the balances' skeleton and the new line's requests (issue 34: the line
 * choice in ≤ 100 ms). Only this provider subscribes to the line: the pages below it are not drawn
 * again, synchronously, on the tap.
 */
export function ShownLineProvider({ children }: { children: ReactNode }) {
  const selectedLine = useDeferredValue(useAppSelector(selectSelectedLine));
  const selectedUserLine = useDeferredValue(useAppSelector(selectSelectedUserLine));
  const shown = useMemo(() => ({ selectedLine, selectedUserLine }), [selectedLine, selectedUserLine]);
  return <ShownLineContext.Provider value={shown}>{children}</ShownLineContext.Provider>;
}

/** The line the page shows (see ShownLineProvider, which every self-care page is under). */
export function useShownLine(): ShownLine {
  const shown = useContext(ShownLineContext);
  if (!shown) throw new Error('useShownLine: no ShownLineProvider above this component');
  return shown;
}
