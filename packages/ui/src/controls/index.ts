// @duality/ui/controls: the styled controls and display parts that need no library (native inputs and
// buttons underneath). Their styles (controls.css) are part of @duality/ui/styles.css.

export { Badge, type BadgeProps } from './badge';
export { accentColors, Card, type Accent, type CardProps } from './card';
export { Checkbox, type CheckboxProps } from './checkbox';
export { NumberStepper, type NumberStepperProps } from './number-stepper';
export {
  ProgressStepper,
  type ProgressStep,
  type ProgressStepperProps,
  type StepState,
} from './progress-stepper';
export {
  RadioCards,
  SegmentedControl,
  type ChoiceOption,
  type RadioCardsProps,
  type SegmentedControlProps,
} from './radio-cards';
export { SlotTracker, type SlotTrackerProps, type TrackerResource } from './slot-tracker';
export { StatBlock, StatGroup, type StatBlockProps, type StatGroupProps } from './stat-block';
export { EmptyState, LoadingState, type EmptyStateProps, type LoadingStateProps } from './states';
export { Switch, type SwitchProps } from './switch';
export { UNDO_MS, UndoProvider, useOfferUndo } from './undo';
