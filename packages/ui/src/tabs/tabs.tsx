import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { Icon, type AnyIconName as IconName } from '../icons/full-icon';

export interface TabItem {
  value: string;
  label: string;
  icon?: IconName;
  content: ReactNode;
}

export interface TabsProps {
  /** The tab list's name ("Sheet sections"). */
  label: string;
  tabs: readonly TabItem[];
  /** Controlled: the open tab. Uncontrolled: give `defaultValue` (default the first tab). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * `row` (the default): the tab row above the panel. `bottom-bar`: the row pinned to the bottom of the screen,
   * where a thumb rests, each tab an equal share with its icon over its name (a phone's page of sections).
   */
  layout?: 'row' | 'bottom-bar';
  className?: string;
}

/**
 * Sections of one page shown one at a time (Radix Tabs): Arrow keys move between tabs and open them, Home
 * and End jump, Tab goes into the open panel. The tab row scrolls sideways inside itself on a phone, never
 * the page; each tab is 44 px tall with its name written (an icon only adds to it).
 */
export function Tabs({
  label,
  tabs,
  value,
  defaultValue,
  onValueChange,
  layout = 'row',
  className,
}: TabsProps) {
  return (
    <RadixTabs.Root
      className={['dh-tabs', layout === 'bottom-bar' && 'dh-tabs--bottom-bar', className]
        .filter(Boolean)
        .join(' ')}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? tabs[0]?.value) : undefined}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className="dh-tabs__list" aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className="dh-tabs__tab">
            {tab.icon && <Icon name={tab.icon} size={18} />}
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className="dh-tabs__panel">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
