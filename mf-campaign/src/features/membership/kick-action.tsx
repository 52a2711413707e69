import { useRef, useState } from 'react';
import type { DashboardRow } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';
import { ConfirmDialog } from '@duality/ui';
import { Menu } from '@duality/ui/menu';

export interface KickActionProps {
  row: DashboardRow;
  campaignName: string;
  /** Told after the kick succeeded (the card itself goes away with the row). */
  onKicked: (characterName: string) => void;
}

/**
 * The owner removes a character from the campaign, from the card's "more" menu and after confirming:
 * "Kicked {character} from {campaign}". In a menu, not a button on every card: it is rare and cannot be undone,
 * and the cards stay short enough for the whole party to fit a tablet's screen.
 */
export function KickAction({ row, campaignName, onKicked }: KickActionProps) {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const { campaigns } = useDataStores();
  const name = row.character_name || 'this character';
  const kick = async () => {
    if (await campaigns.kick(row.id, name, row.campaign_id)) onKicked(name);
  };
  return (
    <span ref={wrap} className="campaign-card__actions">
      <Menu
        label={`More actions for ${name}`}
        items={[
          {
            label: `Kick ${name}`,
            danger: true,
            onSelect: () => {
              trigger.current = wrap.current?.querySelector('button') ?? null;
              setOpen(true);
            },
          },
        ]}
      />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Kick ${name}?`}
        description={`${name} leaves ${campaignName} and stops sharing with it.`}
        confirmLabel="Kick"
        onConfirm={() => void kick()}
        returnFocusTo={trigger}
      />
    </span>
  );
}
