import { Badge, Card, EmptyState, LoadingState } from '@duality/ui/controls';
import { allIconNames, Icon } from '@duality/ui/icons';
import { Menu } from '@duality/ui/menu';
import { RulesPopover } from '@duality/ui/popover';
import { Tabs } from '@duality/ui/tabs';
import { Button } from '@duality/ui';

const noop = () => {};

/** Cards, badges, secondary actions, rules text, tabs, empty and loading states, and the icon set. */
export function GalleryDisplay() {
  return (
    <section aria-labelledby="gallery-display">
      <h2 id="gallery-display">Display</h2>
      <h3>Cards, badges and menus</h3>
      <div className="shell-gallery__grid">
        <Card
          title="Rope"
          kicker="Item"
          actions={<Menu label="More actions for Rope" items={rowActions('Rope')} />}
        >
          <p>Fifty feet of hemp. A card with a secondary-actions menu.</p>
        </Card>
        <Card title="Brakka" kicker="Warrior · Level 3" accent={{ kind: 'class', name: 'warrior' }}>
          <p>
            <Badge tone={{ kind: 'class', name: 'warrior' }} variant="solid">
              Warrior
            </Badge>{' '}
            <Badge tone={{ kind: 'role', name: 'success' }}>Saved</Badge>{' '}
            <Badge tone={{ kind: 'role', name: 'warning' }} icon="stress">
              5 of 6 Stress
            </Badge>{' '}
            <Badge>Homebrew</Badge>
          </p>
        </Card>
        <Card
          title="Book of Ava"
          kicker="Codex · Level 1"
          accent={{ kind: 'domain', name: 'codex' }}
          headingLevel={4}
        >
          <p>An accent from a domain; the domain is named in the text too.</p>
        </Card>
      </div>
      <h3>Rules popover</h3>
      <p>
        Your{' '}
        <RulesPopover term="Evasion">
          <p>
            The number an attack must reach to hit you. Your class sets it; some armor and features change it.
          </p>
        </RulesPopover>{' '}
        is 11.
      </p>
      <h3>Tabs</h3>
      <Tabs
        label="Sheet sections"
        tabs={[
          { value: 'actions', label: 'Actions', icon: 'd20', content: <p>Roll, attack and use features.</p> },
          {
            value: 'inventory',
            label: 'Inventory',
            icon: 'inventory',
            content: <p>Weapons, armor, items, gold.</p>,
          },
          {
            value: 'features',
            label: 'Features',
            icon: 'class',
            content: <p>Class, subclass and heritage.</p>,
          },
          { value: 'notes', label: 'Notes', icon: 'edit', content: <p>Background and connections.</p> },
        ]}
      />
      <h3>Empty and loading</h3>
      <div className="shell-gallery__grid">
        <EmptyState
          title="No characters yet"
          icon="persona"
          headingLevel={4}
          action={
            <Button asChild>
              <a href="/builder">Build a character</a>
            </Button>
          }
        >
          <p>Your characters show here once you save one from the builder.</p>
        </EmptyState>
        <LoadingState label="Loading your characters" lines={4} />
      </div>
      <h3>Icons</h3>
      <ul className="shell-gallery__icons">
        {allIconNames.map((name) => (
          <li key={name}>
            <Icon name={name} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

function rowActions(name: string) {
  return [
    { label: `Notes on ${name}`, icon: 'edit' as const, onSelect: noop },
    { label: `Share ${name}`, icon: 'share' as const, onSelect: noop },
    { label: `Remove ${name}`, icon: 'trash' as const, danger: true, onSelect: noop },
  ];
}
