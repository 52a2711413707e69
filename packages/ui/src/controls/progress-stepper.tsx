import { cx } from './class-names';

export type StepState = 'done' | 'current' | 'todo' | 'attention';

export interface ProgressStep {
  id: string;
  label: string;
  state: StepState;
}

export interface ProgressStepperProps {
  /** The navigation's name ("Builder steps"). */
  label: string;
  steps: readonly ProgressStep[];
  /** Called with a step's id when the player picks it; without it the steps are not interactive. */
  onSelect?: (id: string) => void;
  className?: string;
}

const STATE_WORDS: Record<StepState, string> = {
  done: 'done',
  current: 'current step',
  todo: 'not done yet',
  attention: 'needs attention',
};

/**
 * A multi-step flow's progress (the builder's steps). On a phone it is one line: numbered 44 px dots that
 * scroll sideways inside their own strip, and the current step's name under them; from 640 px each dot
 * shows its name. Each step's state is in its accessible name, not only in its colour.
 */
export function ProgressStepper({ label, steps, onSelect, className }: ProgressStepperProps) {
  const currentIndex = steps.findIndex((s) => s.state === 'current');
  const current = steps[currentIndex];
  const done = steps.filter((s) => s.state === 'done').length;
  return (
    <nav aria-label={label} className={cx('dh-stepper', className)}>
      <ol className="dh-stepper__list">
        {steps.map((step, index) => {
          // The name starts with what is drawn (the number, a space, the name), so voice control finds it by
          // sight and checkers match it (WCAG 2.5.3).
          const name = `${index + 1} ${step.label}, ${STATE_WORDS[step.state]}`;
          const body = (
            <>
              <span className="dh-stepper__dot" aria-hidden="true">
                {step.state === 'done' ? '✓' : step.state === 'attention' ? '!' : index + 1}
              </span>{' '}
              <span className="dh-stepper__name" aria-hidden="true">
                {step.label}
              </span>
            </>
          );
          return (
            <li key={step.id} className={`dh-stepper__step dh-stepper__step--${step.state}`}>
              {onSelect ? (
                <button
                  type="button"
                  className="dh-stepper__target"
                  aria-label={name}
                  aria-current={step.state === 'current' ? 'step' : undefined}
                  onClick={() => onSelect(step.id)}
                >
                  {body}
                </button>
              ) : (
                <span
                  className="dh-stepper__target"
                  role="img"
                  aria-label={name}
                  aria-current={step.state === 'current' ? 'step' : undefined}
                >
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="dh-stepper__summary">
        {current ? (
          <>
            <span className="dh-stepper__summary-step">
              Step {currentIndex + 1} of {steps.length}
            </span>{' '}
            <strong>{current.label}</strong>
          </>
        ) : null}{' '}
        <span className="dh-stepper__summary-done">
          {done} of {steps.length} done
        </span>
      </p>
    </nav>
  );
}
