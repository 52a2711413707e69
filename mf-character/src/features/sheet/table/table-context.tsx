// The sheet's panels get the character through props; the roll buttons inside a weapon row (a part the
// inventory's owners also edit) reach it through this context instead, so the row only places them.
import { createContext, useContext, type ReactNode } from 'react';
import type { SheetPanelProps } from '../sheet-props';

const TableContext = createContext<SheetPanelProps | null>(null);

export function TableProvider({ value, children }: { value: SheetPanelProps; children: ReactNode }) {
  return <TableContext.Provider value={value}>{children}</TableContext.Provider>;
}

/** The sheet's character, or null outside a sheet (a weapon row shown elsewhere has no roll buttons). */
export const useTable = (): SheetPanelProps | null => useContext(TableContext);
