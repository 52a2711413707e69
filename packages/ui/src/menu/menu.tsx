import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { Icon, type AnyIconName as IconName } from '../icons/full-icon';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  icon?: IconName;
  /** A destructive action (remove, delete): drawn in the danger colour and after a separator. */
  danger?: boolean;
  disabled?: boolean;
}

export interface MenuProps {
  /** The trigger's accessible name, naming what the actions are for ("More actions for Rope"). */
  label: string;
  items: readonly MenuItem[];
  /** Text shown beside the trigger's icon; default none (the icon button is still named by `label`). */
  text?: string;
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A row's secondary actions (remove, notes, share) behind one 44 px "more" button, instead of a full-width
 * button per action (Radix DropdownMenu: Enter, Space or Arrow Down opens it, arrows move, typing jumps,
 * Escape closes and focus returns to the button). Destructive items come last, after a separator.
 */
export function Menu({ label, items, text, align = 'end', className }: MenuProps) {
  const safe = items.filter((i) => !i.danger);
  const danger = items.filter((i) => i.danger);
  return (
    <RadixMenu.Root>
      <RadixMenu.Trigger
        className={['dh-menu__trigger', className].filter(Boolean).join(' ')}
        aria-label={label}
      >
        <Icon name="more" size={20} />
        {text && <span aria-hidden="true">{text}</span>}
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className="dh-menu__content" align={align} sideOffset={4}>
          {safe.map((item) => (
            <MenuRow key={item.label} item={item} />
          ))}
          {safe.length > 0 && danger.length > 0 && <RadixMenu.Separator className="dh-menu__separator" />}
          {danger.map((item) => (
            <MenuRow key={item.label} item={item} />
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

function MenuRow({ item }: { item: MenuItem }) {
  return (
    <RadixMenu.Item
      className={item.danger ? 'dh-menu__item dh-menu__item--danger' : 'dh-menu__item'}
      disabled={item.disabled}
      onSelect={item.onSelect}
    >
      {item.icon && <Icon name={item.icon} size={18} />}
      {item.label}
    </RadixMenu.Item>
  );
}
