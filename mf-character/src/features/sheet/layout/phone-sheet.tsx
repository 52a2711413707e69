import { useRef, type ReactNode } from 'react';
import { useSearchParams } from '@duality/libs/router';
import { Tabs } from '@duality/ui/tabs';
import { parseSheetTab, SHEET_TAB_PARAM, SHEET_TABS, type SheetTab } from '../../../lib/sheet-tabs';
import type { SheetPanelProps } from '../sheet-props';
import { VitalsBar } from './vitals-bar';
import './phone-sheet.css';

/**
 * The sheet on a phone: the vitals pinned at the top, one tab at a time below them, and the tab bar at the
 * bottom where a thumb rests. The open tab is in the address (`?tab=items`), so each tab has its own link and
 * a reload keeps it; switching tabs replaces the address rather than adding to the history.
 */
export function PhoneSheet({
  panel,
  renderTab,
}: {
  panel: SheetPanelProps;
  /** What a tab shows (only the open one is rendered). */
  renderTab: (tab: SheetTab) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const open = parseSheetTab(params.get(SHEET_TAB_PARAM));
  const top = useRef<HTMLDivElement>(null);
  const choose = (value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(SHEET_TAB_PARAM, value);
        return next;
      },
      { replace: true },
    );
    // A tab opened from far down the page starts at its top, just under the vitals.
    if (top.current && top.current.getBoundingClientRect().top < 0) top.current.scrollIntoView();
  };
  return (
    <>
      <VitalsBar {...panel} />
      <div ref={top} className="sheet-tabs-top">
        <Tabs
          label="Sheet sections"
          layout="bottom-bar"
          value={open}
          onValueChange={choose}
          tabs={SHEET_TABS.map((t) => ({
            value: t.id,
            label: t.label,
            icon: t.icon,
            content: (
              <div className="sheet-grid" role="group" aria-label={t.title}>
                {open === t.id && renderTab(t.id)}
              </div>
            ),
          }))}
        />
      </div>
    </>
  );
}
