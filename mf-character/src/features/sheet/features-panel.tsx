import { featureCharges, spendFeatureCharge, type FeatureCharge } from '@duality/rules';
import type { SheetPanelProps } from './sheet-props';

const RECHARGE: Record<string, string> = {
  rest: 'refills on any rest',
  shortRest: 'refills on a short rest',
  longRest: 'refills on a long rest',
};

/** Class, subclass, ancestry, community, equipment and card features, with uses for those that have charges. */
export function FeaturesPanel({ character, sheet, edit }: SheetPanelProps) {
  const ctx = { level: sheet.level, tier: sheet.tier, proficiency: sheet.proficiency };
  const charges = new Map(featureCharges(sheet.features, character, ctx).map((c) => [c.active, c]));
  const use = (charge: FeatureCharge) => edit((c) => spendFeatureCharge(c, charge) ?? c);
  const features = sheet.features.filter((f) => !f.source.startsWith('domain card:'));
  return (
    <section className="sheet-panel sheet-features" aria-labelledby="sheet-features">
      <h2 id="sheet-features">Features</h2>
      {sheet.beastforms.length > 0 && (
        <p className="sheet-note">Shifted: {sheet.beastforms.map((f) => f.name).join(' + ')}</p>
      )}
      <ul className="sheet-list">
        {features.map((active, i) => {
          const charge = charges.get(active);
          const { current, max, recharge } = charge?.state.charge ?? {};
          return (
            <li key={`${active.source}-${active.feature.name}-${i}`} className="sheet-feature">
              <strong>{active.feature.name}</strong> <span className="sheet-note">{active.source}</span>
              <p className="sheet-feature__text">{active.feature.description}</p>
              {charge && (
                <p className="sheet-row">
                  <span>
                    {current} of {max} uses left{recharge ? `, ${RECHARGE[recharge.on]}` : ''}
                  </span>
                  <button
                    type="button"
                    className="dh-button dh-button--quiet"
                    disabled={current === 0}
                    onClick={() => use(charge)}
                  >
                    Use {active.feature.name}
                  </button>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
