import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { Icon } from '../icons/full-icon';

export interface RulesPopoverProps {
  /** The term the player taps to read about ("Evasion"); shown on the trigger. */
  term: string;
  /** The panel's heading; default the term. */
  title?: string;
  /** The rules text, in our own words. */
  children: ReactNode;
  className?: string;
}

/**
 * A term that opens a short rules explanation beside it (Radix Popover): a 44 px button with the term and an
 * info icon; Enter or a tap opens the panel, focus moves into it, Escape or a tap outside closes it and
 * focus goes back to the term. The panel is a labelled dialog with its own Close button.
 */
export function RulesPopover({ term, title, children, className }: RulesPopoverProps) {
  return (
    <RadixPopover.Root>
      <RadixPopover.Trigger
        className={['dh-popover__trigger', className].filter(Boolean).join(' ')}
        aria-label={`${term}: how it works`}
      >
        {term}
        <Icon name="info" size={16} />
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className="dh-popover__content"
          sideOffset={6}
          collisionPadding={8}
          aria-label={title ?? term}
        >
          <div className="dh-popover__header">
            <p className="dh-popover__title" aria-hidden="true">
              {title ?? term}
            </p>
            <RadixPopover.Close className="dh-popover__close" aria-label="Close">
              <Icon name="close" size={18} />
            </RadixPopover.Close>
          </div>
          <div className="dh-popover__body">{children}</div>
          <RadixPopover.Arrow className="dh-popover__arrow" width={14} height={7} />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
