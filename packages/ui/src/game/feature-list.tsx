import type { FeatureInput } from '@duality/rules';
import { describeCharge } from './format';
import { needsMarkdown, RichText, usePreviewText } from './rich-text';

export interface FeatureListProps {
  features: readonly FeatureInput[];
  /** Accessible name of the list, e.g. "Foundation features". */
  label?: string;
}

/** Features as a list: each one's name, its text and, when it has limited uses, how many and when they return. */
export function FeatureList({ features, label }: FeatureListProps) {
  if (features.length === 0) return null;
  return (
    <ul className="dh-feature-list" aria-label={label}>
      {features.map((feature, index) => (
        <li key={feature.id ?? `${feature.name}-${index}`}>
          <strong>{feature.name}</strong>
          {feature.description !== '' && <FeatureText text={feature.description} />}
          {feature.charge !== undefined && (
            <span className="dh-feature-list__charge"> ({describeCharge(chargeOf(feature.charge))})</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A feature's text after its name: plain on the line, or markdown flowing on it (a preview in a preview). */
function FeatureText({ text }: { text: string }) {
  const shown = usePreviewText(text);
  if (shown !== text || !needsMarkdown(text)) return <span>: {shown}</span>;
  return (
    <>
      <span>: </span>
      <RichText inline>{text}</RichText>
    </>
  );
}

// A feature input's charge may omit the recharge quantity (the schema defaults it to all).
function chargeOf(charge: NonNullable<FeatureInput['charge']>) {
  return {
    ...charge,
    recharge:
      charge.recharge === undefined
        ? undefined
        : { on: charge.recharge.on, quantity: charge.recharge.quantity ?? ('all' as const) },
  };
}
