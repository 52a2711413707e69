import {
  activeFormFeatures,
  featureCharges,
  spendFeatureCharge,
  type ActiveFeature,
  type FeatureCharge,
} from '@duality/rules';
import { FeatureList } from '@duality/ui/game';
import { useSheetSettings } from '../../hooks/use-sheet-settings';
import type { SheetPanelProps } from './sheet-props';
import { Button } from '@duality/ui';

const RECHARGE: Record<string, string> = {
  rest: 'refills on any rest',
  shortRest: 'refills on a short rest',
  longRest: 'refills on a long rest',
};

/** Features by where they come from (class, subclass, heritage, equipment), and Use for those with charges. */
export function FeaturesPanel({ id, character, sheet, edit }: SheetPanelProps) {
  const [settings] = useSheetSettings(id);
  const ctx = { level: sheet.level, tier: sheet.tier, proficiency: sheet.proficiency };
  const charges = featureCharges(sheet.features, character, ctx);
  const use = (charge: FeatureCharge) => edit((c) => spendFeatureCharge(c, charge) ?? c);
  // Domain cards show in their own panel.
  const bySource = new Map<string, ActiveFeature[]>();
  for (const f of sheet.features) {
    if (f.source.startsWith('domain card:')) continue;
    bySource.set(f.source, [...(bySource.get(f.source) ?? []), f]);
  }
  return (
    <section className="sheet-panel sheet-features" aria-labelledby="sheet-features">
      <h2 id="sheet-features">Features</h2>
      {sheet.beastforms.length > 0 && (
        <>
          <p className="sheet-note">Shifted: {sheet.beastforms.map((f) => f.name).join(' + ')}</p>
          <FeatureList label="Beastform features" features={activeFormFeatures(sheet.beastforms, settings)} />
        </>
      )}
      {charges.length > 0 && (
        <>
          <h3>Limited uses</h3>
          <ul className="sheet-list">
            {charges.map((charge) => {
              const { current, max, recharge } = charge.state.charge;
              const name = charge.active.feature.name;
              return (
                <li key={charge.key} className="sheet-row" data-charge={name}>
                  <strong>{name}</strong>
                  <span>
                    {current} of {max} uses left{recharge ? `, ${RECHARGE[recharge.on]}` : ''}
                  </span>
                  <Button variant="quiet" disabled={current === 0} onClick={() => use(charge)}>
                    Use {name}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {[...bySource].map(([source, features]) => (
        <FeatureList key={source} label={source} features={features.map((f) => f.feature)} />
      ))}
    </section>
  );
}
