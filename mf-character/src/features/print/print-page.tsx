import { Link } from '@duality/libs/router';
import type { AreaPageProps } from '@duality/area-kit';
import type { Character } from '@duality/rules';
import { CharacterGate } from '../../components/character-gate';
import { PaperSheet } from '../../components/paper-sheet/paper-sheet';
import { useSheetSettings } from '../../hooks/use-sheet-settings';
import { sheetPath } from '../../lib/paths';
import { PrintOptions } from './print-options';

/** /character/print/:id: the sheet as a paper character sheet (A4 or US Letter), honouring the print settings. */
export default function PrintPage({ params }: AreaPageProps<{ id: number }>) {
  return (
    <CharacterGate id={params.id}>
      {(entry) => <PrintSheet id={entry.id} character={entry.character} />}
    </CharacterGate>
  );
}

function PrintSheet({ id, character }: { id: number; character: Character }) {
  const [settings, update] = useSheetSettings(id);
  return (
    <PaperSheet character={character} settings={settings}>
      <div className="dh-no-print print-back">
        <Link to={sheetPath(id)} className="character-back">
          Back to the sheet
        </Link>
      </div>
      <PrintOptions settings={settings} update={update} />
    </PaperSheet>
  );
}
