import { useId } from 'react';
import type { Character } from '@duality/rules';
import type { StepProps } from './step-props';

type Answers = Character['background'];

/** The class's background and connection questions, each answered in free text (optional). */
export function BackgroundStep({ draft, catalog }: StepProps) {
  const { character } = draft;
  const cls = character.baseClass === null ? undefined : catalog.classes.get(character.baseClass);
  if (cls === undefined) return <p>Choose a class first: the questions come from your class.</p>;
  return (
    <>
      <QuestionList
        title="Background"
        questions={cls.backgroundQuestions}
        answers={character.background}
        onChange={(background) => draft.update({ background })}
      />
      <QuestionList
        title="Connections"
        questions={cls.connectionQuestions}
        answers={character.connection}
        onChange={(connection) => draft.update({ connection })}
      />
    </>
  );
}

interface QuestionListProps {
  title: string;
  questions: readonly string[];
  answers: Answers;
  onChange(answers: Answers): void;
}

function QuestionList({ title, questions, answers, onChange }: QuestionListProps) {
  const base = useId();
  const answerTo = (q: string) => answers.find((a) => a.question === q)?.answer ?? '';
  return (
    <fieldset className="builder-choices">
      <legend>{title}</legend>
      {questions.map((question, i) => (
        <div key={question} className="dh-field">
          <label htmlFor={`${base}-${i}`}>{question}</label>
          <textarea
            id={`${base}-${i}`}
            rows={3}
            maxLength={2000}
            value={answerTo(question)}
            onChange={(e) =>
              onChange(
                questions.map((q) => ({
                  question: q,
                  answer: q === question ? e.target.value : answerTo(q),
                })),
              )
            }
          />
        </div>
      ))}
    </fieldset>
  );
}
