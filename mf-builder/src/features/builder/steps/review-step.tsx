import { Link } from '@duality/libs/router';
import { TRAITS } from '@duality/rules';
import { signed } from '@duality/ui/game';
import { missingEntries } from './step-list';
import { SavePanel } from './save-panel';
import type { StepProps } from './step-props';
import { stepPath } from '../../../lib/paths';

/** The whole character, what is still missing (each linked to its step), and saving. */
export function ReviewStep({ draft, catalog }: StepProps) {
  const { character: c } = draft;
  const name = (map: ReadonlyMap<string, { name: string }>, id: string | null | undefined) =>
    id == null ? '–' : (map.get(id)?.name ?? '–');
  const missing = missingEntries(c, catalog);
  const facts: [string, string][] = [
    ['Name', c.name || '–'],
    ['Pronouns', c.pronouns || '–'],
    ['Class', name(catalog.classes, c.baseClass)],
    ['Subclass', name(catalog.subclasses, c.subclass[0])],
    ['Ancestry', c.ancestry.map((id) => name(catalog.ancestries, id)).join(' / ') || '–'],
    ['Community', name(catalog.communities, c.community)],
    ['Traits', TRAITS.map((t) => `${t} ${c[t].score === null ? '–' : signed(c[t].score)}`).join(', ')],
    ['Weapons', c.inventory.weapons.map((w) => w.name).join(', ') || '–'],
    ['Armor', c.inventory.armor?.name ?? '–'],
    ['Items', c.inventory.items.map((i) => i.name).join(', ') || '–'],
    ['Experiences', c.experience.map((e) => `${e.name} +${e.score}`).join(', ') || '–'],
    ['Domain cards', c.domainCards.loadout.map((id) => name(catalog.domainCards, id)).join(', ') || '–'],
    ['Description', c.description || '–'],
  ];
  return (
    <>
      <dl className="builder-review">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {c.background.some((a) => a.answer !== '') && (
        <>
          <h3>Background</h3>
          <QuestionAnswers answers={c.background} />
        </>
      )}
      {c.connection.some((a) => a.answer !== '') && (
        <>
          <h3>Connections</h3>
          <QuestionAnswers answers={c.connection} />
        </>
      )}
      <h3>Still missing</h3>
      {missing.length === 0 ? (
        <p>Nothing: your character is complete.</p>
      ) : (
        <ul className="builder-missing">
          {missing.map(({ step, problem }) => (
            <li key={`${step.slug}:${problem}`}>
              <Link className="dh-target" to={stepPath(step.slug)}>
                {step.title}: {problem}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <SavePanel draft={draft} complete={missing.length === 0} />
    </>
  );
}

function QuestionAnswers({ answers }: { answers: StepProps['draft']['character']['background'] }) {
  return (
    <dl>
      {answers
        .filter((a) => a.answer !== '')
        .map((a) => (
          <div key={a.question}>
            <dt>{a.question}</dt>
            <dd>{a.answer}</dd>
          </div>
        ))}
    </dl>
  );
}
