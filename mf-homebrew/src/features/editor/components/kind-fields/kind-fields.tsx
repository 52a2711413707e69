// The controls of one kind, with the choices that come from the libraries (classes for a subclass, items an
// item can craft).
import type { HomebrewKind } from '@duality/rules';
import { useDataStores, useLibrary } from '@duality/stores/react';
import type { Options } from '../fields';
import { ClassFields } from './class-fields';
import { ArmorFields, WeaponFields } from './equipment-fields';
import { AncestryFields, CommunityFields } from './heritage-fields';
import { ItemFields } from './item-fields';
import { SubclassFields } from './subclass-fields';

const optionsOf = (list: readonly { id: string; name: string }[]): Options =>
  list.map((entry) => [entry.id, entry.name] as const);

export function KindFields({ kind }: { kind: HomebrewKind }) {
  const libraries = useDataStores().homebrew;
  const items = useLibrary(libraries, 'items');
  const classes = useLibrary(libraries, 'classes');
  switch (kind) {
    case 'items':
      return <ItemFields craftOptions={optionsOf(items.list)} />;
    case 'weapons':
      return <WeaponFields />;
    case 'armor':
      return <ArmorFields />;
    case 'communities':
      return <CommunityFields />;
    case 'ancestries':
      return <AncestryFields />;
    case 'subclasses':
      return <SubclassFields classOptions={optionsOf(classes.list)} />;
    case 'classes':
      return <ClassFields />;
  }
}
