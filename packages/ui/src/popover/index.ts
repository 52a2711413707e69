export { RulesPopover, type RulesPopoverProps } from './rules-popover';
